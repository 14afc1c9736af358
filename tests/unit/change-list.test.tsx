import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ChangeList } from '../../client/components/catalogue/history/change-list.tsx';
import type { ChangeItem } from '../../src/domain/catalogue/changes.ts';

// /changes marks the changes recorded since this browser's last visit (docs/product.md#site-wide-widgets).

const change = (id: string, at: string): ChangeItem => ({
  id,
  toolId: 'claude',
  toolName: 'Claude',
  kind: 'price',
  text: 'המחיר השתנה',
  at,
  date: at.slice(0, 10),
});

const CHANGES = [
  change('c3', '2026-03-05T10:00:00.000Z'),
  change('c2', '2026-03-01T10:00:00.000Z'),
  change('c1', '2026-02-20T10:00:00.000Z'),
];

function marked(seenBefore: number | null | undefined): string[] {
  const Stub = createRoutesStub([
    { path: '*', Component: () => <ChangeList changes={CHANGES} withTool seenBefore={seenBefore} /> },
  ]);
  const html = renderToString(<Stub initialEntries={['/changes']} />);
  const items = html.split('<li').slice(1);
  return items
    .filter((item) => item.includes('data-new-since-visit'))
    .map((item) => item.match(/datetime="([^"]+)"/i)![1]!);
}

describe('ChangeList', () => {
  it('marks the changes recorded after the last visit, and only those', () => {
    expect(marked(Date.parse('2026-02-25T00:00:00.000Z'))).toEqual([
      '2026-03-05T10:00:00.000Z',
      '2026-03-01T10:00:00.000Z',
    ]);
    expect(marked(Date.parse('2026-03-05T10:00:00.000Z'))).toEqual([]);
  });

  it('marks nothing on a first visit or where the time is not known (a tool page)', () => {
    expect(marked(null)).toEqual([]);
    expect(marked(undefined)).toEqual([]);
  });
});
