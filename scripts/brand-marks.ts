// `node scripts/brand-marks.ts` (part of `npm run build`): the tools' brand marks from simple-icons
// (CC0, a pinned development dependency), only the ones the catalogue uses, written as
// - public/brand-marks/<tool id>.svg: the mark in its brand colour on its tile, an image the tool
//   logo shows (no script: docs/benchmarks.md, the home first load);
// - public/brand-marks/services/<service id>.svg: the same for the ecosystem's services;
// - public/brand-marks/social/<network>.svg: the networks' marks the site links to (its profiles
//   in the footer, the share buttons, 'listen on Spotify'), a bare shape the page paints in the
//   text colour as a mask (LinkedIn is absent from simple-icons on purpose: it keeps a briefcase);
// - client/lib/brand-marks.ts: the tool ids that have a mark, which the tool logo reads, and the
//   networks; client/lib/service-marks.ts: the services' ids.
// A logo asset from the content service always wins over a mark; a tool with neither keeps its
// letter tile (docs/product.md#tool-page). The output is committed, so a checkout renders marks
// before its first build; the build rewrites it from the pinned package.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const simpleIcons = path.dirname(require.resolve('simple-icons'));

/**
 * Seeded tool id → simple-icons slug, for every seeded tool whose own mark the package has. Checked
 * against simple-icons 16.37.0: OpenAI's products (ChatGPT, DALL·E, Sora, Whisper) are absent on
 * purpose, and a company's mark does not stand in for a product's (no Meta for Llama, no StackBlitz
 * for Bolt.new, no Microsoft for its Copilot).
 */
const TOOL_MARKS: Readonly<Record<string, string>> = {
  claude: 'claude',
  'claude-code': 'claudecode',
  gemini: 'googlegemini',
  perplexity: 'perplexity',
  notebooklm: 'notebooklm',
  deepl: 'deepl',
  mistral: 'mistralai',
  'github-copilot': 'githubcopilot',
  cursor: 'cursor',
  windsurf: 'windsurf',
  replit: 'replit',
  v0: 'v0',
  elevenlabs: 'elevenlabs',
  suno: 'suno',
  zapier: 'zapier',
  make: 'make',
  n8n: 'n8n',
  'notion-ai': 'notion',
};

/**
 * Seeded ecosystem service id → simple-icons slug, likewise the product's own mark (Cloudflare
 * Workers', not Cloudflare's). Pinecone, Langfuse, Inngest and Trigger.dev are absent from the
 * package and keep their letter tile.
 */
const SERVICE_MARKS: Readonly<Record<string, string>> = {
  vercel: 'vercel',
  render: 'render',
  cloudflare: 'cloudflareworkers',
  supabase: 'supabase',
  neon: 'neon',
  upstash: 'upstash',
  clerk: 'clerk',
  auth0: 'auth0',
  qdrant: 'qdrant',
  sentry: 'sentry',
};

/** The networks whose own mark stands beside a link to them, by simple-icons slug. */
const SOCIAL_MARKS = ['facebook', 'github', 'spotify', 'x', 'youtube'] as const;

const WHITE = '#FFFFFF';
const DARK = '#111827';

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The tile behind a mark: white, unless the brand colour reads better on dark (WCAG 1.4.11: ≥ 3:1). */
function tileFor(brand: string): string {
  return contrast(brand, WHITE) >= 3 || contrast(brand, WHITE) >= contrast(brand, DARK) ? WHITE : DARK;
}

type IconData = { title: string; hex: string; slug?: string };

/** The shape of simple-icons' mark for `slug`: its one path's data. */
function markPath(slug: string): string {
  const svg = readFileSync(path.join(simpleIcons, 'icons', `${slug}.svg`), 'utf8');
  const pathData = /<path d="([^"]+)"/.exec(svg)?.[1];
  if (!pathData) throw new Error(`simple-icons has no mark for ${slug}`);
  return pathData;
}

function main() {
  const data = JSON.parse(readFileSync(path.join(simpleIcons, 'data/simple-icons.json'), 'utf8')) as
    | IconData[]
    | { icons: IconData[] };
  const icons = Array.isArray(data) ? data : data.icons;
  const outDir = path.join(root, 'public/brand-marks');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  /** The mark in its brand colour, its 24 units centred on a 36-unit tile: the tile is part of the
   * image, so the mark's contrast does not depend on the page behind it. */
  const tileMark = (slug: string, file: string) => {
    const hex = icons.find((icon) => (icon.slug ?? '') === slug)?.hex;
    if (!hex) throw new Error(`simple-icons has no colour for ${slug}`);
    const brand = `#${hex.toUpperCase()}`;
    const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-6 -6 36 36"><rect x="-6" y="-6" width="36" height="36" fill="${tileFor(brand)}"/><path fill="${brand}" d="${markPath(slug)}"/></svg>\n`;
    writeFileSync(file, tile);
  };
  const written: string[] = [];
  for (const [toolId, slug] of Object.entries(TOOL_MARKS)) {
    tileMark(slug, path.join(outDir, `${toolId}.svg`));
    written.push(toolId);
  }
  mkdirSync(path.join(outDir, 'services'));
  for (const [serviceId, slug] of Object.entries(SERVICE_MARKS))
    tileMark(slug, path.join(outDir, 'services', `${serviceId}.svg`));
  // The networks' marks: the shape alone, black on nothing, for a mask (any colour paints it).
  mkdirSync(path.join(outDir, 'social'));
  for (const slug of SOCIAL_MARKS) {
    writeFileSync(
      path.join(outDir, 'social', `${slug}.svg`),
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${markPath(slug)}"/></svg>\n`,
    );
  }
  const module = `// Written by scripts/brand-marks.ts from simple-icons (CC0): do not edit by hand.
// The tools whose brand mark is served at /brand-marks/<id>.svg.

export const BRAND_MARK_IDS: ReadonlySet<string> = new Set([
${written
  .sort()
  .map((id) => `  '${id}',\n`)
  .join('')}]);

/** The networks whose mark is served at /brand-marks/social/<network>.svg (a shape for a mask). */
export type SocialMark = ${SOCIAL_MARKS.map((slug) => `'${slug}'`).join(' | ')};
`;
  writeFileSync(path.join(root, 'client/lib/brand-marks.ts'), module);
  // The services' ids in a module of their own: the tools' set rides in the home page's first load,
  // which has no service on it.
  writeFileSync(
    path.join(root, 'client/lib/service-marks.ts'),
    `// Written by scripts/brand-marks.ts from simple-icons (CC0): do not edit by hand.
// The ecosystem services whose brand mark is served at /brand-marks/services/<id>.svg.

export const SERVICE_MARK_IDS: ReadonlySet<string> = new Set([
${Object.keys(SERVICE_MARKS)
  .sort()
  .map((id) => `  '${id}',\n`)
  .join('')}]);
`,
  );
  console.log(
    `brand marks: ${written.length} tools, ${Object.keys(SERVICE_MARKS).length} services, ${SOCIAL_MARKS.length} networks`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main();
