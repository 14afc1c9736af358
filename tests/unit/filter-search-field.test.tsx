import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FilterSearchField } from '../../client/components/filter-search-field.tsx';

// The search box the filter forms of /tools, /terms and /portfolio/code share.

/** The rendered <input>'s attributes. */
function inputOf(html: string): Record<string, string> {
  const tag = html.match(/<input\b[^>]*>/)?.[0] ?? '';
  return Object.fromEntries([...tag.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
}

describe('FilterSearchField', () => {
  it('is a labelled search box named q, up to 100 characters, showing the current search', () => {
    const html = renderToStaticMarkup(
      <FilterSearchField id="tools-q" label="חיפוש" placeholder="שם כלי" defaultValue="midjourney" />,
    );
    expect(html).toContain('<label for="tools-q" class="mb-1 block text-small font-bold">חיפוש</label>');
    expect(inputOf(html)).toEqual({
      id: 'tools-q',
      name: 'q',
      type: 'search',
      value: 'midjourney',
      placeholder: 'שם כלי',
      class: 'field ps-8',
      maxLength: '100',
    });
  });

  it('shows the text the page holds when the page owns it', () => {
    const html = renderToStaticMarkup(
      <FilterSearchField
        id="code-q"
        label="חיפוש"
        placeholder="שם"
        value="bot "
        onChange={() => undefined}
      />,
    );
    expect(inputOf(html)).toMatchObject({ id: 'code-q', name: 'q', type: 'search', value: 'bot ' });
  });

  it('draws the magnifier for sighted visitors only', () => {
    const html = renderToStaticMarkup(
      <FilterSearchField id="terms-q" label="חיפוש מושג" placeholder="למשל" defaultValue="" />,
    );
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });
});
