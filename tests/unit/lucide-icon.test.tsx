import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createLucideIcon as lucideFactory } from 'lucide-react';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { type IconProps } from '../../client/lib/lucide-icon.ts';

// The build draws lucide-react's icons with client/lib/lucide-icon.ts (vite.config.ts); here, outside
// the build, lucide-react is its own, so each icon is drawn both ways and the markup must match.

const ICONS_DIR = path.resolve('node_modules/lucide-react/dist/esm/icons');

const PROPS: IconProps[] = [
  {},
  { className: 'size-4 shrink-0 text-brand-700', 'aria-hidden': 'true' },
  { 'aria-label': 'חיפוש', role: 'img' },
  { size: 16, strokeWidth: 1.5, color: '#5b21b6' },
  { size: 48, absoluteStrokeWidth: true },
  { width: 20, height: 30, strokeWidth: 3, absoluteStrokeWidth: true },
  { nonScalingStroke: true, className: 'lucide extra lucide' },
  { children: createElement('title', null, 'כותרת') },
  { id: 'icon', style: { opacity: 0.5 }, 'data-state': 'on' } as IconProps,
];

const html = (component: ComponentType<IconProps>, props: IconProps) =>
  renderToStaticMarkup(createElement(component, props));

describe('the fast icon factory', () => {
  it('draws every lucide icon exactly as lucide-react does, with the props the site uses and others', async () => {
    const files = readdirSync(ICONS_DIR).filter((file) => file.endsWith('.mjs'));
    expect(files.length).toBeGreaterThan(1000);
    // Every fifth icon keeps the test quick; the factory has no per-icon branches.
    let checked = 0;
    for (const file of files.filter((_, index) => index % 5 === 0)) {
      const module = (await import(path.join(ICONS_DIR, file))) as {
        default: ComponentType<IconProps>;
        __iconData?: Parameters<typeof createLucideIcon>[0];
      };
      if (!module.__iconData) continue; // an alias module re-exporting another icon
      checked++;
      const fast = createLucideIcon(module.__iconData);
      for (const props of PROPS)
        expect(html(fast, props), `${file} ${JSON.stringify(props)}`).toBe(html(module.default, props));
      expect(fast.displayName).toBe(module.default.displayName);
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('makes an icon from a name, shapes and aliases as lucide does', () => {
    const node = [
      ['circle', { cx: 12, cy: 12, r: 10, key: 'a' }],
      ['path', { d: 'M8 12h8', key: 'b' }],
    ] as const;
    const fast = createLucideIcon('SparkleDot', node as never, ['glint', '', 'shine']);
    const lucide = lucideFactory('SparkleDot', node as never, [
      'glint',
      '',
      'shine',
    ]) as ComponentType<IconProps>;
    for (const props of PROPS) expect(html(fast, props)).toBe(html(lucide, props));
    expect(html(fast, {})).toContain('class="lucide lucide-sparkle-dot lucide-glint lucide-shine"');
  });
});
