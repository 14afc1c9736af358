import { termWithEnglish } from '../glossary/term-title.ts';
import { HEBREW_LEVEL_LABELS, hebrewLevel } from '../hebrew-support.ts';
import type { HebrewSupport } from '../types.ts';
import type { ShareCard } from './card.ts';
import type { CardIconName } from './icons.ts';

// The share cards of the site's entities (a term, a tool, an episode, a newsletter issue, a learning
// path), built by their pages' `meta` and by the /og route from the same fields. Apart from card.ts so
// that the pages that have none (the home page among them) do not load these builders.

const LOCAL_IMAGE = /^\/images\/[\w./-]+\.(svg|png)$/;

/** Only the site's own public images are drawn (the renderer never fetches). */
function localImage(url: string | undefined): string | undefined {
  return url && LOCAL_IMAGE.test(url) && !url.includes('..') ? url : undefined;
}

const TERM_ICONS: [RegExp, CardIconName][] = [
  // The same patterns as client/components/glossary/term-style.tsx's category looks.
  [/יסוד|בסיס|basic|foundation/i, 'brain'],
  [/מודל|שפה|language|model/i, 'cpu'],
  [/טכניק|שיט|technique|method/i, 'workflow'],
  [/יוצר|יצירה|תמונ|generative|creative|image/i, 'palette'],
  [/פיתוח|תפעול|dev|ops|deploy/i, 'git-branch'],
];

function termIcon(category: string): CardIconName {
  return TERM_ICONS.find(([pattern]) => pattern.test(category))?.[1] ?? (category ? 'book-open' : 'sparkles');
}

export function termCard(term: {
  slug: string;
  term: string;
  englishTerm: string;
  shortDefinition: string;
  category: string;
}): ShareCard {
  return {
    kind: 'term',
    key: term.slug,
    eyebrow: 'מילון מונחי AI',
    title: term.term,
    ...(term.englishTerm ? { subtitle: term.englishTerm } : {}),
    body: term.shortDefinition,
    facts: term.category ? [term.category] : [],
    icon: termIcon(term.category),
    alt: `${termWithEnglish(term)}: ${term.shortDefinition}`.slice(0, 300),
  };
}

/** The tool's Hebrew-support level as its card's chip, as the catalogue's badge words it. */
function toolHebrewSupportLabel(tool: { hebrew?: HebrewSupport }): string {
  return `עברית: ${HEBREW_LEVEL_LABELS[hebrewLevel(tool.hebrew)]}`;
}

export function toolCard(tool: {
  id: string;
  name: string;
  company?: string;
  category: string;
  shortDescription?: string;
  description?: string;
  logo?: string;
  hebrew?: HebrewSupport;
}): ShareCard {
  const hebrew = toolHebrewSupportLabel(tool);
  const image = localImage(tool.logo);
  return {
    kind: 'tool',
    key: tool.id,
    eyebrow: 'קטלוג כלי AI',
    title: tool.name,
    ...(tool.company ? { subtitle: tool.company } : {}),
    body: tool.shortDescription || tool.description || '',
    facts: [tool.category, hebrew].filter(Boolean),
    icon: 'wrench',
    ...(image ? { image } : {}),
    alt: `${tool.name}${tool.company ? ` מאת ${tool.company}` : ''} – ${tool.category}`,
  };
}

/** 12 from 'פרק 12: …', 'Episode 12: …' or the slug 'episode-12'. */
function episodeNumber(episode: { title: string; slug: string }): string | undefined {
  return (
    /^(?:פרק|episode)\s*(\d+)/i.exec(episode.title)?.[1] ??
    /(?:^|-)(\d+)$/.exec(episode.slug)?.[1] ??
    undefined
  );
}

/** The last segment of an episode's address (/podcast/{segment}), the key of its page. */
function lastSegment(url: string): string {
  const segment = url.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function episodeCard(
  episode: {
    url: string;
    slug: string;
    title: string;
    duration: string;
    excerpt?: string;
    thumbnail?: string;
  },
  showImage?: string,
): ShareCard {
  const number = episodeNumber(episode);
  const title = episode.title.replace(/^(?:פרק|episode)\s*\d+\s*[:：–-]\s*/i, '') || episode.title;
  const image = localImage(episode.thumbnail) ?? localImage(showImage);
  return {
    kind: 'episode',
    key: lastSegment(episode.url),
    eyebrow: 'הפודקאסט',
    title,
    body: episode.excerpt ?? '',
    facts: [...(number ? [`פרק ${number}`] : []), ...(episode.duration ? [episode.duration] : [])],
    icon: 'mic',
    ...(image ? { image } : {}),
    alt: `${episode.title}${episode.duration ? ` (${episode.duration})` : ''}`,
  };
}

export function issueCard(issue: {
  id: string;
  name: string;
  createdFormatted?: string;
  summary: readonly string[];
}): ShareCard {
  return {
    kind: 'issue',
    key: issue.id,
    eyebrow: 'הניוזלטר השבועי',
    title: issue.name,
    body: issue.summary.slice(0, 2).join(' · '),
    facts: issue.createdFormatted ? [issue.createdFormatted] : [],
    icon: 'newspaper',
    alt: `${issue.name} – הניוזלטר השבועי`,
  };
}

export function pathCard(path: { slug: string; title: string; description: string }): ShareCard {
  return {
    kind: 'path',
    key: path.slug,
    eyebrow: 'מסלול למידה',
    title: path.title,
    body: path.description,
    facts: [],
    icon: 'route',
    alt: `${path.title} – מסלול למידה`,
  };
}
