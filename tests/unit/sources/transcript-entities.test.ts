import { decodeHTMLStrict } from 'entities';
import { describe, expect, it } from 'vitest';
import { CUE_ENTITIES, decodeEntities, parseVtt } from '../../../jobs/sources/podcast/transcript.ts';

// The transcript reader decodes the character references of caption text itself (decision record
// 0009). Caption text follows HTML's rules for them (WebVTT's cue text parsing defers to HTML), so
// the reader is held to the `entities` package's strict HTML decoding (a reference ends with its
// semicolon, as the reader requires), except where the record says it differs on purpose.

/** Where the reader differs from HTML on purpose, and what it gives instead. */
const DELIBERATE: Record<string, string> = {
  // The page sets the direction itself: direction marks in a cue would fight it.
  '&lrm;': '',
  '&rlm;': '',
  // Names outside CUE_ENTITIES are left as written.
  '&Lt;': '&Lt;',
  '&Gt;': '&Gt;',
  '&copy;': '&copy;',
  '&shy;': '&shy;',
  '&alefsym;': '&alefsym;',
};

const names = Object.keys(CUE_ENTITIES).map((name) => `&${name};`);

const numeric = [
  // Every C0, ASCII, C1 (windows-1252 in HTML) and Latin-1 code point, decimal and hex.
  ...Array.from({ length: 0x100 }, (_, code) => [`&#${code};`, `&#x${code.toString(16)};`]).flat(),
  '&#x5D0;',
  '&#X5d0;',
  '&#1488;',
  '&#x200F;',
  '&#x1F600;',
  '&#128512;',
  '&#xD7FF;',
  '&#xD800;',
  '&#xDBFF;',
  '&#xDC00;',
  '&#xDFFF;',
  '&#xE000;',
  '&#xFFFD;',
  '&#xFFFE;',
  '&#xFFFF;',
  '&#x10FFFF;',
  '&#x110000;',
  '&#1114111;',
  '&#1114112;',
  '&#99999999999;',
  '&#1234567890123456789012345;',
  '&#0000065;',
  '&#x000041;',
];

const invalid = [
  // Not a reference, or not a complete one: left as written.
  '&',
  '& ',
  'a & b',
  '&&',
  '&;',
  '&#;',
  '&#x;',
  '&#xg;',
  '&#-1;',
  '&#65',
  '&#x41',
  '&amp',
  '&lt',
  '&ampx;',
  '&am;',
  '&nosuchname;',
  '&AmP;',
  '&Amp;',
  '&APOS;',
  '&NBSP;',
  '&LRM;',
  '&HELLIP;',
  // Names of the object prototype are no entities.
  '&constructor;',
  '&toString;',
  '&__proto__;',
  '&hasOwnProperty;',
];

const text = [
  '',
  'שלום עולם',
  'Q&A',
  'AT&T;',
  '&amp;lt;',
  '&&amp;',
  '&amp;&amp;&lt;&gt;',
  'tom &amp; jerry &#x26; co',
  'בין &quot;מרכאות&quot; ו&apos;גרש&apos;',
  '5 &lt; 6 &gt; 4',
  'מחיר&nbsp;₪20',
  'חכה&hellip; עוד רגע &mdash; כן',
  '&ldquo;ציטוט&rdquo; ו&lsquo;עוד&rsquo; ו&laquo;עוד&raquo; 1&ndash;2',
  '&#1513;&#1500;&#1493;&#1501;',
  '&#x5E9;&#x5DC;&#x5D5;&#x5DD;',
  '&#150;&#151;&#133;',
];

const table = [...names, ...numeric, ...invalid, ...text, ...Object.keys(DELIBERATE)];

describe('decoding the character references of cue text', () => {
  it.each(table.filter((input) => !(input in DELIBERATE)))('%j as HTML decodes it', (input) => {
    expect(decodeEntities(input)).toBe(decodeHTMLStrict(input));
  });

  it.each(Object.entries(DELIBERATE))('%j deliberately as %j (HTML differs)', (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
    expect(decodeHTMLStrict(input)).not.toBe(expected);
  });

  it('reads an overlong hex reference as U+FFFD, as HTML does (entities 4.5.0 throws a RangeError)', () => {
    expect(decodeEntities(`&#x${'f'.repeat(300)};`)).toBe('\ufffd');
  });

  it('decodes every name it supports (none left as written)', () => {
    for (const name of names) expect(decodeEntities(name), name).not.toBe(name);
  });

  it('shows a cue’s text and speaker decoded once, as HTML would show them', () => {
    const vtt =
      'WEBVTT\n\n00:00.000 --> 00:02.000\n<v ד&quot;ר כהן>Q&amp;A: &amp;lt;3 &Lt; &#150; 5&nbsp;₪\n';
    expect(parseVtt(vtt)).toEqual([{ start: 0, end: 2, speaker: 'ד"ר כהן', text: 'Q&A: &lt;3 &Lt; – 5 ₪' }]);
  });
});
