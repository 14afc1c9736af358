import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_COLOURS } from '../../client/lib/theme-colours.ts';

// The stylesheet states each flipping colour twice (decision 0046): once in `@theme`, the value every
// browser gets, and once as the light half of a `light-dark(light, dark)` pair, which browsers that know
// light-dark() use instead. The two must name the same colour, or the light theme differs between
// browsers; and a pair for a token `@theme` does not define has no utility class to use it.

const css = readFileSync(new URL('../../client/theme.css', import.meta.url), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

/** The `--color-*` declarations of every block the pattern opens (blocks with no nested braces). */
function declarations(opening: RegExp): Map<string, string>[] {
  return [...css.matchAll(new RegExp(`${opening.source}\\s*\\{([^{}]*)\\}`, 'g'))].map(
    (match) =>
      new Map(
        [...(match[1] ?? '').matchAll(/(--color-[\w-]+):\s*([^;]+);/g)].map((d) => [d[1] ?? '', d[2] ?? '']),
      ),
  );
}

const [palette, roles] = declarations(/@theme/);
const base = new Map([...(palette ?? []), ...(roles ?? [])]);
const [highContrast, highContrastPairs] = declarations(/html\[data-high-contrast\]/);
const rootPairs = declarations(/:root/).find((block) =>
  [...block.values()].some((v) => v.startsWith('light-dark(')),
);

/** A value with its `var(--color-…)` references replaced by what they name in `tokens`. */
function resolve(value: string, tokens: Map<string, string>): string {
  const reference = /^var\((--color-[\w-]+)\)$/.exec(value.trim());
  if (!reference?.[1]) return value.trim().toLowerCase();
  const named = tokens.get(reference[1]);
  if (named === undefined) throw new Error(`${value} names no token`);
  return resolve(named, tokens);
}

function pairs(block: Map<string, string> | undefined) {
  return [...(block ?? new Map<string, string>())].map(([token, value]) => {
    const pair = /^light-dark\(\s*([^,]+),\s*([^)]+)\)$/.exec(value.trim());
    if (!pair?.[1] || !pair[2]) throw new Error(`${token}: ${value} is not a light-dark() pair`);
    return { token, light: resolve(pair[1], base), dark: resolve(pair[2], base) };
  });
}

describe('the light and dark colour tokens', () => {
  it('finds the blocks it checks', () => {
    expect(base.size).toBeGreaterThan(40);
    expect(pairs(rootPairs).length).toBeGreaterThan(20);
    expect(pairs(highContrastPairs).length).toBeGreaterThan(10);
  });

  it.each(pairs(rootPairs))('$token is light-dark($light, …), its @theme value', ({ token, light, dark }) => {
    expect(base.has(token)).toBe(true);
    expect(resolve(base.get(token) ?? '', base)).toBe(light);
    expect(dark).not.toBe(light);
  });

  it.each(pairs(highContrastPairs))(
    'in high contrast, $token is light-dark($light, …), its high-contrast or @theme value',
    ({ token, light }) => {
      expect(resolve(highContrast?.get(token) ?? base.get(token) ?? '', base)).toBe(light);
    },
  );
});

describe("the browser's bar (theme-color)", () => {
  // THEME_COLOURS restates two token values for the head's <meta> tags (no CSS there): the brand's
  // violet, and the surface the dark header is drawn on. A token changed without them would leave the
  // bar a different colour from the header beneath it.
  it("is the brand's violet with the light colours and the dark surface with the dark ones", () => {
    const surface = pairs(rootPairs).find((pair) => pair.token === '--color-surface');
    expect(surface?.dark).toBe(THEME_COLOURS.dark.toLowerCase());
    expect(resolve(base.get('--color-brand-800') ?? '', base)).toBe(THEME_COLOURS.light.toLowerCase());
    const manifest = JSON.parse(
      readFileSync(new URL('../../public/manifest.webmanifest', import.meta.url), 'utf8'),
    ) as { theme_color: string };
    expect(manifest.theme_color.toLowerCase()).toBe(THEME_COLOURS.light.toLowerCase());
  });
});
