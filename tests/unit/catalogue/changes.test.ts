import { describe, expect, it } from 'vitest';
import { recordChanges } from '../../../jobs/changes.ts';
import {
  describeChange,
  linkChanges,
  toChangeItem,
  toolChanges,
} from '../../../src/domain/catalogue/changes.ts';
import { lastCheckedLabel, linksByUrl } from '../../../src/domain/catalogue/freshness.ts';
import {
  type LinksData,
  SNAPSHOT_SCHEMA_VERSION,
  type Snapshot,
  type Tool,
} from '../../../src/domain/types.ts';
import { createMemoryStore } from '../../../src/store/memory-store.ts';
import { tool } from './fixtures.ts';

const AT = '2026-11-20T10:00:00.000Z';

function content(tools: Tool[], version: string, fetchedAt = AT): Snapshot<'content'> {
  return {
    source: 'content',
    schemaVersion: SNAPSHOT_SCHEMA_VERSION,
    mode: 'seed',
    fetchedAt,
    version,
    data: {
      tools,
      draftTools: [],
      terms: [],
      categories: [],
      sections: [],
      guides: [],
      comparisons: [],
      ecosystem: [],
    },
  };
}

function links(state: 'ok' | 'broken' | 'unknown', checkedAt = AT): LinksData {
  return {
    checkedAt,
    networkSeen: true,
    links: [
      {
        url: 'https://a.example/',
        state,
        status: state === 'ok' ? 200 : 404,
        checkedAt,
        failingSince: null,
        pages: [],
      },
    ],
  };
}

describe('toolChanges', () => {
  it('records each change of a tool the reader cares about, and nothing else', () => {
    const before = [
      tool({ id: 'a', name: 'Alpha', pricing: 'free', description: 'old text' }),
      tool({ id: 'gone', name: 'Gone' }),
    ];
    const after = [
      tool({
        id: 'a',
        name: 'Alpha Pro',
        pricing: 'paid',
        description: 'new text',
        category: 'וידאו',
        hebrew: { ui: 'full', input: 5, output: 5, rtl: 'yes' },
        lifecycle: { status: 'discontinued' },
      }),
      tool({ id: 'new', name: 'Newcomer' }),
    ];
    const changes = toolChanges(before, after, AT);
    expect(changes.map((c) => [c.toolId, c.kind, c.old, c.new])).toEqual([
      ['a', 'renamed', 'Alpha', 'Alpha Pro'],
      ['a', 'price', 'free', 'paid'],
      ['a', 'hebrew', 'unknown', 'full'],
      ['a', 'status', 'active', 'discontinued'],
      ['a', 'category', 'אחר', 'וידאו'],
      ['gone', 'removed', 'Gone', null],
      ['new', 'added', null, 'Newcomer'],
    ]);
    expect(changes.every((c) => c.at === AT && c.source === 'content')).toBe(true);
    expect(new Set(changes.map((c) => c.id)).size).toBe(changes.length);
  });

  it('words a price change as the owner asked: from price X to price Y', () => {
    expect(describeChange({ kind: 'price', old: 'free', new: 'paid' })).toBe('ממחיר חינמי למחיר בתשלום');
    expect(
      toChangeItem(toolChanges([tool({ id: 'a' })], [tool({ id: 'a', pricing: 'freemium' })], AT)[0]!),
    ).toMatchObject({ text: 'ממחיר חינמי למחיר חינמי חלקית', date: '20 בנובמבר, 2026' });
  });
});

describe('linkChanges', () => {
  const tools = [tool({ id: 'a', officialUrl: 'https://a.example/' })];
  it('records a main link that stopped or started working, not a first check or an unknown', () => {
    expect(linkChanges(tools, null, links('broken'), AT)).toEqual([]);
    expect(linkChanges(tools, links('ok'), links('unknown'), AT)).toEqual([]);
    expect(linkChanges(tools, links('ok'), links('ok'), AT)).toEqual([]);
    const [change] = linkChanges(tools, links('ok'), links('broken'), AT);
    expect(change).toMatchObject({ toolId: 'a', kind: 'link', old: 'ok', new: 'broken', source: 'links' });
    expect(describeChange(change!)).toBe('הקישור הראשי הפסיק לעבוד');
  });
});

describe('recordChanges (refresh)', () => {
  it('records a transition once, however many times it is seen, and nothing on a first snapshot', async () => {
    const store = createMemoryStore();
    const first = content([tool({ id: 'a', pricing: 'free' })], 'v1');
    expect(await recordChanges(store, first)).toBe(0);
    await store.putSnapshot(first);
    const next = content([tool({ id: 'a', pricing: 'paid' })], 'v2', '2026-11-21T10:00:00.000Z');
    expect(await recordChanges(store, next)).toBe(1);
    // Another process (or a retry) that replaces the same stored snapshot records nothing more.
    expect(await recordChanges(store, { ...next, fetchedAt: '2026-11-21T10:00:05.000Z' })).toBe(0);
    await store.putSnapshot(next);
    expect((await store.listChanges()).map((c) => [c.kind, c.old, c.new])).toEqual([
      ['price', 'free', 'paid'],
    ]);
    // Back to free later is another transition, recorded newest first.
    expect(
      await recordChanges(
        store,
        content([tool({ id: 'a', pricing: 'free' })], 'v1', '2026-11-22T10:00:00.000Z'),
      ),
    ).toBe(1);
    expect((await store.listChanges()).map((c) => c.new)).toEqual(['free', 'paid']);
  });
});

describe('lastCheckedLabel', () => {
  it('counts days from the newest of the link, price and Hebrew checks', () => {
    const now = new Date('2026-11-27T09:00:00.000Z');
    const subject = tool({
      id: 'a',
      officialUrl: 'https://a.example/',
      pricingCheckedAt: '2026-10-01',
      hebrew: { checkedAt: '2026-11-01' },
    });
    expect(lastCheckedLabel(subject, null, now)).toBe('נבדק לפני 3 שבועות');
    expect(lastCheckedLabel(subject, linksByUrl(links('ok', '2026-11-24T08:00:00.000Z')), now)).toBe(
      'נבדק לפני 3 ימים',
    );
    expect(lastCheckedLabel(subject, linksByUrl(links('ok', '2026-11-27T01:00:00.000Z')), now)).toBe(
      'נבדק היום',
    );
    expect(lastCheckedLabel(tool({ id: 'b' }), null, now)).toBeNull();
  });

  it("counts calendar days, in the words of the site's other relative dates", () => {
    const now = new Date('2026-11-27T09:00:00.000Z');
    const checked = (hebrewCheckedAt: string) =>
      lastCheckedLabel(tool({ id: 'c', hebrew: { checkedAt: hebrewCheckedAt } }), null, now);
    // Late yesterday is yesterday, though fewer than 24 hours have passed.
    expect(checked('2026-11-26T23:30:00.000Z')).toBe('נבדק אתמול');
    expect(checked('2026-11-25')).toBe('נבדק לפני יומיים');
    expect(checked('2026-11-13')).toBe('נבדק לפני שבועיים');
    expect(checked('2026-09-20')).toBe('נבדק לפני חודשיים');
    expect(checked('2025-03-01')).toBe('נבדק במרץ 2025');
    // A check dated after the clock (a skewed source) is not counted.
    expect(checked('2026-12-05')).toBeNull();
  });
});
