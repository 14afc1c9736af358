import { describe, expect, it } from 'vitest';
import type { Probe } from '../../../jobs/sources/links/check.ts';
import { classifyLinks } from '../../../jobs/sources/links/classify.ts';
import { collectLinks } from '../../../jobs/sources/links/collect.ts';
import type { ContentData, NewsletterData } from '../../../src/domain/types.ts';

const URL_A = 'https://gone.example/';
const pages = new Map([[URL_A, ['/tools/a']]]);
const gone: Probe = { kind: 'gone', status: 404, answered: true };
const at = (iso: string) => new Date(iso);

describe('link classification', () => {
  it('a 404 is broken only when the second failing check is at least an hour after the first', () => {
    const first = classifyLinks(new Map([[URL_A, gone]]), pages, null, at('2026-11-20T08:00:00Z'));
    expect(first.links[0]).toMatchObject({ state: 'unknown', failingSince: '2026-11-20T08:00:00.000Z' });
    const soon = classifyLinks(new Map([[URL_A, gone]]), pages, first, at('2026-11-20T08:59:59Z'));
    expect(soon.links[0]?.state).toBe('unknown');
    const later = classifyLinks(new Map([[URL_A, gone]]), pages, soon, at('2026-11-20T09:00:00Z'));
    expect(later.links[0]).toMatchObject({ state: 'broken', failingSince: '2026-11-20T08:00:00.000Z' });
  });

  it('an answer in between ends the failing run', () => {
    const first = classifyLinks(new Map([[URL_A, gone]]), pages, null, at('2026-11-20T08:00:00Z'));
    const back = classifyLinks(
      new Map([[URL_A, { kind: 'ok', status: 200, answered: true } satisfies Probe]]),
      pages,
      first,
      at('2026-11-20T09:00:00Z'),
    );
    expect(back.links[0]).toMatchObject({ state: 'ok', failingSince: null });
    const again = classifyLinks(new Map([[URL_A, gone]]), pages, back, at('2026-11-20T10:00:00Z'));
    expect(again.links[0]?.state).toBe('unknown');
  });

  it('no answer from anything (no network): all unknown, a failing run neither starts nor grows', () => {
    const dns: Probe = { kind: 'gone', status: null, reason: 'dns', answered: false };
    const data = classifyLinks(new Map([[URL_A, dns]]), pages, null, at('2026-11-20T08:00:00Z'));
    expect(data).toMatchObject({ networkSeen: false, links: [{ state: 'unknown', failingSince: null }] });
  });
});

describe('links the site shows', () => {
  it('collects tools’, terms’, guides’ and newsletter articles’ URLs with the pages that show them', () => {
    const content = {
      tools: [
        {
          id: 'x',
          officialUrl: 'https://x.example',
          docsUrl: 'https://x.example/docs',
          url: 'https://x.example',
        },
      ],
      terms: [
        { id: 't1', slug: 'rag', qualityLinks: [{ url: 'https://x.example/docs' }, { url: 'mailto:a@b' }] },
      ],
      guides: [{ videoUrl: 'https://video.example/1' }],
    } as unknown as ContentData;
    const newsletter = {
      issues: [{ id: '7', articles: [{ link: 'https://news.example/a' }, {}] }],
    } as unknown as NewsletterData;
    expect(Object.fromEntries(collectLinks(content, newsletter))).toEqual({
      'https://x.example/': ['/tools/x'],
      'https://x.example/docs': ['/terms/rag', '/tools/x'],
      'https://video.example/1': ['/guides'],
      'https://news.example/a': ['/newsletter/7'],
    });
  });
});
