import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NumberedSteps } from '../../client/components/numbered-steps.tsx';

describe('numbered steps', () => {
  const steps = [
    ['שיחת היכרות', 'שיחה קצרה.'],
    ['הצעה מסודרת', 'היקף ומחיר.'],
  ] as const;

  it('is an ordered list whose headings a screen reader hears with the step word and number', () => {
    const html = renderToStaticMarkup(<NumberedSteps steps={steps} word="שלב" className="grid gap-5" />);
    expect(html.startsWith('<ol class="grid gap-5">')).toBe(true);
    const headings = [...html.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map(([, inner]) =>
      (inner ?? '').replace(/<[^>]+>/g, ''),
    );
    expect(headings).toEqual(['שלב 1: שיחת היכרות', 'שלב 2: הצעה מסודרת']);
  });

  it('hides the visible number badge from assistive technology, which the list already numbers', () => {
    const html = renderToStaticMarkup(<NumberedSteps steps={steps} word="צעד" className="grid" />);
    expect([...html.matchAll(/<span aria-hidden="true"[^>]*>(\d+)<\/span>/g)].map(([, n]) => n)).toEqual([
      '1',
      '2',
    ]);
    expect(html).toContain('<span class="sr-only">צעד 2: </span>');
  });
});
