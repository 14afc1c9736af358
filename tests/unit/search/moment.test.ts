import { describe, expect, it } from 'vitest';
import { momentFromHash, momentPath, parseMoment } from '../../../src/domain/podcast/moment.ts';

describe('the moment in an episode address (t)', () => {
  it.each([
    ['754', { start: 754 }],
    ['754.5', { start: 754.5 }],
    ['12:34', { start: 754 }],
    ['1:02:03', { start: 3723 }],
    ['01:02:03', { start: 3723 }],
    ['754,790', { start: 754, end: 790 }],
    ['12:34,13:10', { start: 754, end: 790 }],
    ['npt:754', { start: 754 }],
    ['0', { start: 0 }],
  ])('reads %s', (value, moment) => {
    expect(parseMoment(value)).toEqual(moment);
  });

  it.each([
    [null],
    [''],
    ['abc'],
    ['-5'],
    ['12:345'],
    ['1:60'],
    ['1:61:00'],
    ['754,'],
    ['754,700'],
    ['754,754'],
    ['1,2,3'],
    ['1e3'],
    ['0x10'],
    ['999999'],
    ['754s'],
    [' '],
    ['9'.repeat(50)],
  ])('ignores %j', (value) => {
    expect(parseMoment(value)).toBeNull();
  });

  it.each([
    ['#t=754', { start: 754 }],
    ['#t=754,790', { start: 754, end: 790 }],
    ['#a=1&t=12:34', { start: 754 }],
    ['#t=nonsense', null],
    ['#chapters', null],
    ['', null],
  ])('reads the fragment %j', (hash, moment) => {
    expect(momentFromHash(hash)).toEqual(moment);
  });

  it('writes a moment link in whole seconds', () => {
    expect(momentPath('episode-11', 70.85)).toBe('/podcast/episode-11?t=70');
  });
});
