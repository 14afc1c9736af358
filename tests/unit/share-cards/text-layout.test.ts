import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardPath, cardVersion } from '../../../src/domain/share-cards/card.ts';
import { termCard, toolCard } from '../../../src/domain/share-cards/entity-cards.ts';
import { pageCard, pageCardByKey } from '../../../src/domain/share-cards/section-cards.ts';
import { fontMetrics } from '../../../src/share-cards/font-metrics.ts';
import { layoutLine, measure, wrap } from '../../../src/share-cards/text-layout.ts';

const fonts = {
  hebrew: fontMetrics(readFileSync(path.resolve('src/share-cards/fonts/heebo-hebrew-800.ttf'))),
  latin: fontMetrics(readFileSync(path.resolve('src/share-cards/fonts/heebo-latin-800.ttf'))),
};
const visual = (text: string) => layoutLine(text, fonts, 72).pieces.map((piece) => piece.text);

describe('a right-to-left line with Latin inside', () => {
  it("sets 'מה זה RAG?' with מה at the right and the question mark leftmost", () => {
    expect(visual('מה זה RAG?')).toEqual(['?', 'RAG', 'זה', 'מה']);
  });

  it('keeps a Latin run in its own order and mirrors brackets on the Hebrew side', () => {
    expect(visual('שליפה (Retrieval Augmented) של מידע')).toEqual([
      'מידע',
      'של',
      '(',
      'Retrieval Augmented',
      ')',
      'שליפה',
    ]);
  });

  it('keeps the brackets of a left-to-right line around what they enclose', () => {
    expect(visual('Retrieval-Augmented Generation (RAG)')).toEqual(['Retrieval-Augmented Generation (RAG)']);
  });

  it('leaves a number and colon between Hebrew and Latin where the bidi algorithm puts them', () => {
    expect(visual('פרק 11: RAG בעברית')).toEqual(['בעברית', 'RAG', ':', '11', 'פרק']);
  });

  it('places each piece after the one to its left', () => {
    const line = layoutLine('מה זה RAG?', fonts, 72);
    for (const [index, piece] of line.pieces.entries()) {
      if (index > 0) expect(piece.x).toBeGreaterThan(line.pieces[index - 1]!.x);
    }
    expect(line.width).toBeCloseTo(measure('מה זה RAG?', fonts, 72));
  });
});

describe('wrapping', () => {
  it('never lets a line overflow, and ends cut text with an ellipsis', () => {
    const title = 'כותרת ארוכה מאוד של מונח עם Retrieval-Augmented-Generation-Without-Spaces ועוד מילים רבות';
    const lines = wrap(title, fonts, 76, 600, 2);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(measure(line, fonts, 76)).toBeLessThanOrEqual(600);
    expect(lines[1]).toMatch(/…$/);
  });

  it('drops what neither face can draw', () => {
    expect(wrap('מה זה 🤖 RAG', fonts, 40, 1000, 1)).toEqual(['מה זה RAG']);
  });
});

describe('card addresses', () => {
  const term = {
    slug: 'rag',
    term: 'RAG',
    englishTerm: 'RAG',
    shortDefinition: 'שליפה',
    category: 'טכניקות',
  };

  it('change exactly when what the card shows changes', () => {
    expect(cardVersion(termCard(term))).toBe(cardVersion(termCard({ ...term })));
    expect(cardVersion(termCard({ ...term, shortDefinition: 'אחר' }))).not.toBe(cardVersion(termCard(term)));
    expect(cardPath(termCard(term))).toMatch(/^\/og\/term\/rag\.[0-9a-z]+\.png$/);
  });

  it('give section pages their card and every other page the default', () => {
    expect(pageCard('/tools').key).toBe('tools');
    expect(pageCard('/privacy').key).toBe('default');
    expect(pageCard('/constructor').key).toBe('default');
  });

  it('give the Hebrew-support, compare and alternatives pages their own cards', () => {
    expect(pageCard('/tools/hebrew')).toMatchObject({ key: 'tools~hebrew', title: 'כלים שמדברים עברית' });
    expect(pageCard('/tools/compare?tools=chatgpt,claude')).toMatchObject({
      key: 'tools~compare',
      title: 'השוואת כלים',
    });
    const alternatives = pageCard('/tools/chatgpt/alternatives');
    expect(alternatives).toMatchObject({ key: 'tools~alternatives', title: 'חלופות לכלי AI' });
    expect(pageCardByKey('tools~alternatives')).toEqual(alternatives);
    expect(pageCardByKey('tools~compare')?.title).toBe('השוואת כלים');
  });
});

describe('a tool card', () => {
  it('shows its category and its Hebrew-support level as the catalogue words it', () => {
    const base = { id: 'x', name: 'X', category: 'תכנות' };
    expect(toolCard({ ...base, hebrew: { input: 5, output: 5, ui: 'full', rtl: 'yes' } }).facts).toEqual([
      'תכנות',
      'עברית: מלאה',
    ]);
    expect(toolCard(base).facts).toEqual(['תכנות', 'עברית: טרם נבדק']);
  });
});
