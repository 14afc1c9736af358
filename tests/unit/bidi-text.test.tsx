import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BidiText, Name } from '../../client/components/bidi-text.tsx';
import { MarkedText } from '../../client/components/search/search-hits.tsx';

const html = (text: string | null) => renderToStaticMarkup(createElement(BidiText, { text }));

describe('BidiText', () => {
  it('isolates each Latin run of a Hebrew sentence left to right', () => {
    expect(html('הוסיפו --ar 16:9 בסוף')).toBe(
      '<span>הוסיפו <bdi dir="ltr"><span class="whitespace-nowrap">--ar</span> 16:9</bdi> בסוף</span>',
    );
    expect(html('נסו (--ar, --stylize).')).toBe(
      '<span>נסו (<bdi dir="ltr"><span class="whitespace-nowrap">--ar,</span> <span class="whitespace-nowrap">--stylize</span></bdi>).</span>',
    );
  });

  it('isolates a string with no Hebrew as one unit, punctuation included', () => {
    expect(html('Midjourney, Inc.')).toBe('<bdi dir="ltr">Midjourney, Inc.</bdi>');
  });

  it('leaves Hebrew-only text and numbers alone', () => {
    expect(html('שלום עולם')).toBe('שלום עולם');
    expect(html('2024')).toBe('2024');
    expect(html(null)).toBe('');
  });

  it('keeps a number range on one line, in Hebrew text and beside a Latin run', () => {
    // One inline box around the pieces, as a chip's flex layout needs.
    expect(html('הרצאות של 45–90 דקות')).toBe(
      '<span>הרצאות של <span class="whitespace-nowrap">45–90</span> דקות</span>',
    );
    expect(html('סדנת ComfyUI של 2–4 שעות')).toBe(
      '<span>סדנת <bdi dir="ltr">ComfyUI</bdi> של <span class="whitespace-nowrap">2–4</span> שעות</span>',
    );
  });

  it('draws a Hebrew prefix, its hyphen and the Latin run after it on one line', () => {
    // The run itself may wrap at its spaces: only the break after the hyphen is taken away.
    expect(html('חלופות ל-Notion AI')).toBe(
      '<span>חלופות <span class="whitespace-nowrap">ל-<bdi dir="ltr" class="whitespace-normal">Notion AI</bdi></span></span>',
    );
    expect(html('ChatGPT ו-Gemini בעברית')).toBe(
      '<span><bdi dir="ltr">ChatGPT</bdi> <span class="whitespace-nowrap">ו-<bdi dir="ltr" class="whitespace-normal">Gemini</bdi></span> בעברית</span>',
    );
    expect(html('הפניות [1] ו-[2].')).toBe(
      '<span>הפניות [1] <span class="whitespace-nowrap">ו-[</span>2].</span>',
    );
  });

  it('renders a name in a bdi without a direction (isolated, aligned with the text around it)', () => {
    expect(renderToStaticMarkup(createElement(Name, null, 'Midjourney'))).toBe('<bdi>Midjourney</bdi>');
  });
});

describe('MarkedText (a search hit)', () => {
  const marked = (text: string, marks: [number, number][], current?: number) =>
    renderToStaticMarkup(createElement(MarkedText, { text, marks, current }));
  const MARK =
    'rounded-sm bg-cat-automation-bg px-0.5 text-ink data-find-current:outline-2 data-find-current:outline-focus';

  it('marks the matched words and isolates the Latin runs as BidiText does', () => {
    const text = 'נסו --ar 16:9 בסוף';
    expect(marked(text, [[4, 8]])).toBe(
      `נסו <bdi dir="ltr"><span class="whitespace-nowrap"><mark class="${MARK}">--ar</mark></span> 16:9</bdi> בסוף`,
    );
  });

  it('keeps a number range on one line, with a mark inside it', () => {
    const text = 'סדנה של 10–12 שעות';
    expect(marked(text, [[8, 10]])).toBe(
      `סדנה של <span class="whitespace-nowrap"><mark class="${MARK}">10</mark>–12</span> שעות`,
    );
    expect(marked(text, [[14, 18]], 0)).toBe(
      `סדנה של <span class="whitespace-nowrap">10–12</span> <mark class="${MARK}" data-find-current="">שעות</mark>`,
    );
  });

  it("keeps a Hebrew prefix's hyphen with the Latin run after it, a mark across both", () => {
    // 'ה-AI': the mark starts on the prefix and ends inside the run.
    expect(marked('עולם ה-AI היום', [[5, 9]])).toBe(
      `עולם <span class="whitespace-nowrap"><mark class="${MARK}">ה-</mark><bdi dir="ltr" class="whitespace-normal"><mark class="${MARK}">AI</mark></bdi></span> היום`,
    );
  });
});
