import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NEW_TAB_NOTICE, NewTabLink, withNewTabNotices } from '../../client/components/new-tab-link.tsx';
import { sanitizeRichText } from '../../jobs/sources/shared/text.ts';

describe('a link that opens another site in a new tab', () => {
  it('gives the opened page no handle on this one and no referrer', () => {
    const html = renderToStaticMarkup(<NewTabLink href="https://example.com/">לאתר</NewTabLink>);
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('href="https://example.com/"');
  });

  it('ends what a screen reader hears with the new-tab notice, after the visible label', () => {
    const html = renderToStaticMarkup(
      <NewTabLink href="https://example.com/" className="btn">
        לאתר
      </NewTabLink>,
    );
    expect(html).toBe(
      `<a href="https://example.com/" class="btn" target="_blank" rel="noopener noreferrer">לאתר<span class="sr-only"> ${NEW_TAB_NOTICE}</span></a>`,
    );
  });

  it('can end its visible label with the external-link icon, hidden from screen readers', () => {
    const html = renderToStaticMarkup(
      <NewTabLink href="https://example.com/" icon>
        לאתר
      </NewTabLink>,
    );
    const icon = html.match(/<svg[^>]*>/)?.[0] ?? '';
    expect(icon).toContain('aria-hidden="true"');
    expect(html.indexOf('לאתר')).toBeLessThan(html.indexOf('<svg'));
    expect(html.replace(/<svg.*?<\/svg>/s, '').replace(/<[^>]+>/g, '')).toBe(`לאתר ${NEW_TAB_NOTICE}`);
    expect(renderToStaticMarkup(<NewTabLink href="https://example.com/">לאתר</NewTabLink>)).not.toContain(
      '<svg',
    );
  });

  it('puts the hidden context between the label and the notice', () => {
    const html = renderToStaticMarkup(
      <NewTabLink href="https://github.com/x/y" context=" של y ב-GitHub">
        קוד המקור
      </NewTabLink>,
    );
    const spoken = html.replace(/<[^>]+>/g, '');
    expect(spoken).toBe('קוד המקור של y ב-GitHub (נפתח בחלון חדש)');
  });

  it('cannot be told to open in the same tab or to keep the opener', () => {
    // The props type leaves out target and rel; a caller that forces them is overridden.
    const forced = { target: '_self', rel: 'opener' } as object;
    const html = renderToStaticMarkup(
      <NewTabLink href="https://example.com/" {...forced}>
        לאתר
      </NewTabLink>,
    );
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).not.toContain('_self');
  });
});

describe("the links in a feed's rich text", () => {
  it('each say they open a new tab, after their own words', () => {
    const html = withNewTabNotices(
      sanitizeRichText(
        '<p>ראו <a href="https://a.example">את המאמר</a> ו<a href="https://b.example" target="_self">את הקוד</a></p>',
      ),
    );
    const links = [...html.matchAll(/<a [^>]*>(.*?)<\/a>/g)];
    expect(links.map(([whole]) => whole.includes('target="_blank"'))).toEqual([true, true]);
    expect(links.map(([, inner]) => (inner ?? '').replace(/<[^>]+>/g, ''))).toEqual([
      `את המאמר ${NEW_TAB_NOTICE}`,
      `את הקוד ${NEW_TAB_NOTICE}`,
    ]);
  });

  it('leaves a closing tag written as text alone', () => {
    const html = withNewTabNotices(sanitizeRichText('<p>כותבים &lt;/a&gt; כדי לסגור קישור</p>'));
    expect(html).not.toContain(NEW_TAB_NOTICE);
    expect(html).toContain('&lt;/a&gt;');
  });
});
