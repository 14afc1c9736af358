import { describe, expect, it } from 'vitest';
import { COMPARE_TRAY_MAX, parseTray } from '../../../client/lib/compare-tray.ts';

// The compare tray's storage is the visitor's: whatever it holds, a clean list comes out.

describe('reading the stored compare tray', () => {
  it.each([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['not a list', '{"id":"a"}', []],
    ['entries without an id', '[{"name":"A"},{"id":""},{"id":"  "},7,null]', []],
    ['a missing name falls back to the id', '[{"id":"a"}]', [{ id: 'a', name: 'a' }]],
    ['duplicates kept once', '[{"id":"a","name":"A"},{"id":"a","name":"A2"}]', [{ id: 'a', name: 'A' }]],
  ])('%s', (_name, raw, expected) => {
    expect(parseTray(raw)).toEqual(expected);
  });

  it(`keeps at most ${COMPARE_TRAY_MAX}, in the order chosen`, () => {
    const raw = JSON.stringify(['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, name: id.toUpperCase() })));
    expect(parseTray(raw).map((item) => item.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('cuts an overlong name and drops an overlong id', () => {
    const raw = JSON.stringify([
      { id: 'x'.repeat(300), name: 'X' },
      { id: 'b', name: 'n'.repeat(500) },
    ]);
    expect(parseTray(raw)).toEqual([{ id: 'b', name: 'n'.repeat(100) }]);
  });
});
