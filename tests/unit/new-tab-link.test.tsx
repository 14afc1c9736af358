import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NEW_TAB_NOTICE, NewTabLink } from '../../client/components/new-tab-link.tsx';

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
