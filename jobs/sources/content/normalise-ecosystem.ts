import type { EcosystemService } from '../../../src/domain/types.ts';
import { dropUndefined, type Entry, oneOf } from './normalise-fields.ts';
import { ecosystemFieldsSchema } from './schema.ts';
import { PRICING_VALUES } from './tool-validation.ts';

// Pure: an ecosystem service entry in, an EcosystemService out (docs/product.md#entities).

export function normaliseEcosystemService(entry: Entry): EcosystemService {
  const f = ecosystemFieldsSchema.parse(entry.fields);
  return dropUndefined({
    id: entry.sys.id,
    slug: f.slug ?? entry.sys.id,
    name: f.name,
    category: f.category,
    categoryLabel: f.categoryLabel ?? f.category,
    description: f.description,
    longDescription: f.longDescription ?? f.description,
    url: f.url,
    docsUrl: f.docsUrl,
    pricing: oneOf(PRICING_VALUES, f.pricing) ?? 'free',
    freeTier: f.freeTier,
    features: f.features ?? [],
    useCases: f.useCases ?? [],
    logo: f.logo,
  });
}
