import { describe, expect, it } from 'vitest';
import { parseFavourites, toggledFavourites } from '../../../client/lib/favourites.ts';

describe('saved terms in browser storage', () => {
  it.each([
    ['nothing stored', null, []],
    ['a list of ids', '["rag","token"]', ['rag', 'token']],
    ['repeats and non-strings', '["rag",7,"rag",null,"","token"]', ['rag', 'token']],
    ['not JSON', '{oops', []],
    ['an object', '{"rag":true}', []],
  ])('reads %s', (_name, raw, expected) => {
    expect(parseFavourites(raw)).toEqual(expected);
  });

  it('adds a term at the front and removes it again', () => {
    expect(toggledFavourites(['rag'], 'token')).toEqual(['token', 'rag']);
    expect(toggledFavourites(['token', 'rag'], 'token')).toEqual(['rag']);
  });
});
