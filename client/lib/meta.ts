import type { MetaDescriptor } from 'react-router';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardPath,
  defaultPageCard,
  type ShareCard,
} from '../../src/domain/share-cards/card.ts';
import { SITE } from './site.ts';

// Per-page metadata: title, description, keywords, canonical, Open Graph, structured data
// (docs/product.md#navigation, page metadata).

export type PageMetaInput = {
  title: string;
  description: string;
  /** Path of the page, e.g. '/tools'; the canonical URL is built on the site URL. */
  path: string;
  siteUrl: string;
  keywords?: readonly string[];
  /**
   * The page's share card; the site's default when absent. A section page passes its own
   * (sectionMeta), so that the sections' card texts are not in every page's first load.
   */
  card?: ShareCard;
  type?: 'website' | 'article' | 'profile';
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  noIndex?: boolean;
};

export function absoluteUrl(path: string, siteUrl: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = input.path === '/' ? `${SITE.name} | ${SITE.tagline}` : `${input.title} | ${SITE.name}`;
  const canonical = absoluteUrl(input.path, input.siteUrl);
  const card = input.card ?? defaultPageCard();
  const image = absoluteUrl(cardPath(card), input.siteUrl);
  const keywords = [...(input.keywords ?? []), ...SITE.keywords.slice(0, 3)];
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { name: 'keywords', content: [...new Set(keywords)].join(', ') },
    { tagName: 'link', rel: 'canonical', href: canonical },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:image', content: image },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: String(CARD_WIDTH) },
    { property: 'og:image:height', content: String(CARD_HEIGHT) },
    { property: 'og:image:alt', content: card.alt },
    { property: 'og:locale', content: 'he_IL' },
    { property: 'og:site_name', content: SITE.name },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: card.alt },
  ];
  if (input.noIndex) descriptors.push({ name: 'robots', content: 'noindex' });
  const blocks = input.jsonLd ? (Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd]) : [];
  for (const block of blocks) descriptors.push({ 'script:ld+json': block });
  return descriptors;
}

/** The organisation; its email only when CONTACT_EMAIL is configured (never a made-up address). */
export function organizationJsonLd(siteUrl: string, email?: string | null) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE.name,
    alternateName: SITE.englishName,
    url: absoluteUrl('/', siteUrl),
    logo: absoluteUrl('/images/logo.svg', siteUrl),
    ...(email ? { email } : {}),
    sameAs: SITE.social.map((link) => link.url),
  };
}

/** The site as a NewsArticle's author and publisher (the creator publishes under the site's name). */
export function siteOrganizationRef(siteUrl: string) {
  return {
    '@type': 'Organization',
    name: SITE.name,
    url: absoluteUrl('/', siteUrl),
    logo: { '@type': 'ImageObject', url: absoluteUrl('/images/logo.svg', siteUrl) },
  };
}

export function websiteJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE.name,
    url: absoluteUrl('/', siteUrl),
    inLanguage: 'he-IL',
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl('/search', siteUrl)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export type FaqItem = { question: string; answer: string };

/** FAQ structured data builder (docs/product.md#navigation). */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** The site URL from the root loader's data, for `meta` functions. */
export function siteUrlFrom(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string {
  const root = matches.find((match) => match?.id === 'root');
  const data = root?.loaderData as { siteUrl?: string } | undefined;
  return data?.siteUrl ?? 'http://localhost:3000';
}
