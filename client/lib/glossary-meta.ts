import type { MetaDescriptor } from 'react-router';
import { termWithEnglish } from '../../src/domain/glossary/term-title.ts';
import { termCard } from '../../src/domain/share-cards/entity-cards.ts';
import { absoluteUrl, pageMeta } from './meta.ts';
import { sectionMeta } from './section-meta.ts';

// The glossary's metadata presets (docs/product.md#navigation, page metadata).

const GLOSSARY_TITLE = 'מילון מונחי AI';
const GLOSSARY_DESCRIPTION =
  'מילון מונחי הבינה המלאכותית בעברית: הסברים ברורים, דוגמאות מעשיות והמחשות מונפשות – מטוקנים והטמעות ועד RAG, LoRA וסוכני AI.';

type TermSummary = { term: string; englishTerm: string; shortDefinition: string; href: string };

function definedTermSetRef(siteUrl: string) {
  return { '@type': 'DefinedTermSet', name: GLOSSARY_TITLE, url: absoluteUrl('/terms', siteUrl) };
}

/** /terms: title, description, keywords and a DefinedTermSet listing the terms shown. */
export function glossaryListMeta(input: {
  siteUrl: string;
  terms: readonly TermSummary[];
  noIndex: boolean;
  title?: string;
}): MetaDescriptor[] {
  return sectionMeta({
    title: input.title ?? GLOSSARY_TITLE,
    description: GLOSSARY_DESCRIPTION,
    path: '/terms',
    siteUrl: input.siteUrl,
    keywords: ['מונחי AI', 'מילון בינה מלאכותית', 'מה זה LLM', 'מה זה RAG', 'הטמעות'],
    noIndex: input.noIndex,
    jsonLd: {
      '@context': 'https://schema.org',
      ...definedTermSetRef(input.siteUrl),
      description: GLOSSARY_DESCRIPTION,
      inLanguage: 'he-IL',
      hasDefinedTerm: input.terms.map((term) => ({
        '@type': 'DefinedTerm',
        name: term.term,
        ...(term.englishTerm ? { alternateName: term.englishTerm } : {}),
        description: term.shortDefinition,
        url: absoluteUrl(term.href, input.siteUrl),
      })),
    },
  });
}

/** /terms/{slug}: the term's own title and description, and its DefinedTerm. */
export function termMeta(input: {
  siteUrl: string;
  term: TermSummary & { slug: string; category: string; tags: readonly string[]; updatedAt?: string };
}): MetaDescriptor[] {
  const { term, siteUrl } = input;
  return pageMeta({
    card: termCard(term),
    title: termWithEnglish(term),
    description: term.shortDefinition.slice(0, 160),
    path: term.href,
    siteUrl,
    type: 'article',
    keywords: [term.term, term.englishTerm, term.category, ...term.tags.slice(0, 3)].filter(Boolean),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'DefinedTerm',
      name: term.term,
      ...(term.englishTerm ? { alternateName: term.englishTerm } : {}),
      description: term.shortDefinition,
      url: absoluteUrl(term.href, siteUrl),
      inLanguage: 'he-IL',
      inDefinedTermSet: definedTermSetRef(siteUrl),
      ...(term.updatedAt ? { dateModified: term.updatedAt } : {}),
    },
  });
}
