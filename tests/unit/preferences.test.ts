import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  APPLY_ACCESSIBILITY_SCRIPT,
  applyAccessibility,
  clampTextSize,
  DEFAULT_ACCESSIBILITY,
  MORE_CONTRAST_QUERY,
  parseAccessibility,
} from '../../client/lib/preferences.ts';
import { THEME_COLOURS } from '../../client/lib/theme-colours.ts';

describe('accessibility settings from browser storage', () => {
  it.each([
    [null, DEFAULT_ACCESSIBILITY],
    ['not json', DEFAULT_ACCESSIBILITY],
    ['[1,2]', DEFAULT_ACCESSIBILITY],
    // Stored before the contrast had three choices: on was `highContrast: true`, off left it to the device.
    ['{"textSize":130,"highContrast":true}', { ...DEFAULT_ACCESSIBILITY, textSize: 130, contrast: 'more' }],
    ['{"highContrast":false}', DEFAULT_ACCESSIBILITY],
    ['{"contrast":"standard","highContrast":true}', { ...DEFAULT_ACCESSIBILITY, contrast: 'standard' }],
    ['{"contrast":"more"}', { ...DEFAULT_ACCESSIBILITY, contrast: 'more' }],
    ['{"contrast":"high"}', DEFAULT_ACCESSIBILITY],
    ['{"textSize":"huge","stopAnimations":"yes"}', DEFAULT_ACCESSIBILITY],
    ['{"theme":"dark"}', { ...DEFAULT_ACCESSIBILITY, theme: 'dark' }],
    ['{"theme":"light"}', { ...DEFAULT_ACCESSIBILITY, theme: 'light' }],
    ['{"theme":"dark\\" onload=1"}', DEFAULT_ACCESSIBILITY],
    ['{"theme":["dark"]}', DEFAULT_ACCESSIBILITY],
  ])('reads %s safely', (raw, expected) => {
    expect(parseAccessibility(raw)).toEqual(expected);
  });

  it.each([
    [10, 70],
    [70, 70],
    [149.6, 150],
    [400, 150],
    [Number.NaN, 100],
  ])('clamps the text size %s to %s (70-150 %)', (input, output) => {
    expect(clampTextSize(input)).toBe(output);
  });
});

/** An element that records what is set on it. */
function fakeElement(initial: Record<string, string> = {}) {
  const attributes = new Map<string, string>(Object.entries(initial));
  return {
    attributes,
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
    toggleAttribute: (name: string, on: boolean) => (on ? attributes.set(name, '') : attributes.delete(name)),
  };
}

/**
 * <html> for both ways of applying the settings, in a document whose head has the two theme-color
 * metas as root.tsx renders them.
 */
function fakeRoot() {
  const metas = (['light', 'dark'] as const).map((scheme) =>
    fakeElement({ name: 'theme-color', content: THEME_COLOURS[scheme], 'data-scheme': scheme }),
  );
  const querySelectorAll = (selector: string) => {
    expect(selector).toBe('meta[name="theme-color"]');
    return metas;
  };
  return { ...fakeElement(), style: { fontSize: '' }, metas, ownerDocument: { querySelectorAll } };
}
const seen = (root: ReturnType<typeof fakeRoot>) => ({
  fontSize: root.style.fontSize,
  attributes: Object.fromEntries([...root.attributes].sort()),
  barColours: root.metas.map((meta) => meta.getAttribute('content')),
});
const scriptDocument = (root: ReturnType<typeof fakeRoot>) => ({
  documentElement: root,
  querySelectorAll: root.ownerDocument.querySelectorAll,
});

describe('the head script and the panel apply the same settings', () => {
  const STORED = [
    null,
    'not json',
    'null',
    '{"textSize":130,"theme":"dark","contrast":"more","stopAnimations":true}',
    '{"highContrast":true,"focusHighlight":true}',
    '{"highContrast":false}',
    '{"contrast":"standard"}',
    '{"contrast":"device","theme":"light","textSize":70}',
    '{"textSize":"huge","theme":"sepia","contrast":"max"}',
    // The text size as clampTextSize reads it: rounded, clamped, and only a number counts.
    '{"textSize":149.6}',
    '{"textSize":0}',
    '{"textSize":"130"}',
    '{"textSize":1e400}',
  ];
  it.each(STORED.flatMap((stored) => [true, false].map((deviceAsksMore) => ({ stored, deviceAsksMore }))))(
    'stored $stored, the device asking for more contrast: $deviceAsksMore',
    ({ stored, deviceAsksMore }) => {
      const byScript = fakeRoot();
      vm.runInNewContext(APPLY_ACCESSIBILITY_SCRIPT, {
        document: scriptDocument(byScript),
        localStorage: { getItem: () => stored },
        matchMedia: (query: string) => ({ matches: query === MORE_CONTRAST_QUERY && deviceAsksMore }),
      });
      const byPanel = fakeRoot();
      applyAccessibility(parseAccessibility(stored), byPanel as unknown as HTMLElement, deviceAsksMore);
      expect(seen(byScript)).toEqual(seen(byPanel));
    },
  );

  it('a device that asks for more contrast gets it even when storage cannot be read', () => {
    const root = fakeRoot();
    vm.runInNewContext(APPLY_ACCESSIBILITY_SCRIPT, {
      document: scriptDocument(root),
      localStorage: {
        getItem: () => {
          throw new Error('SecurityError');
        },
      },
      matchMedia: () => ({ matches: true }),
    });
    expect(seen(root).attributes).toEqual({ 'data-high-contrast': '' });
  });

  it("the browser's bar takes the chosen theme's colour in both schemes, and each scheme's own by default", () => {
    // One page, the panel's choices one after another: dark, light, then back to the device.
    const root = fakeRoot();
    const choose = (theme: string) => {
      applyAccessibility(
        parseAccessibility(JSON.stringify({ theme })),
        root as unknown as HTMLElement,
        false,
      );
      return seen(root).barColours;
    };
    expect(choose('dark')).toEqual([THEME_COLOURS.dark, THEME_COLOURS.dark]);
    expect(choose('light')).toEqual([THEME_COLOURS.light, THEME_COLOURS.light]);
    expect(choose('device')).toEqual([THEME_COLOURS.light, THEME_COLOURS.dark]);
  });
});
