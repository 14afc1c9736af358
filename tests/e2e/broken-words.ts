import type { Locator } from '@playwright/test';

/**
 * The words of these elements' text that the layout broke across lines, read from where their
 * letters land: a word whose letters sit on two line tops, unless every break follows a character
 * that allows one ('-', '/', '·', a dash...), as 'ל-' / 'NotebookLM' or a URL at its slash.
 */
export function brokenWords(elements: Locator) {
  return elements.evaluateAll((roots) => {
    const BREAKS_AFTER = new Set(['-', '־', '–', '—', '/', '·', '_', '.', ',', ':', '?', '&', '=']);
    const top = (node: Text, from: number, to: number) => {
      const range = document.createRange();
      range.setStart(node, from);
      range.setEnd(node, to);
      return [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top));
    };
    /** Text in a box of a pixel or less (a field for bots, a screen reader's line) is not seen. */
    const hidden = new Map<Element, boolean>();
    const unseenElement = (element: Element | null): boolean => {
      if (!element) return false;
      let answer = hidden.get(element);
      if (answer === undefined) {
        const rect = element.getBoundingClientRect();
        answer =
          (element.getClientRects().length > 0 && (rect.width <= 1 || rect.height <= 1)) ||
          unseenElement(element.parentElement);
        hidden.set(element, answer);
      }
      return answer;
    };
    const unseen = (node: Text) => unseenElement(node.parentElement);
    const words: string[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (unseen(node)) continue;
        for (const match of node.data.matchAll(/\S+/g)) {
          const start = match.index;
          if (new Set(top(node, start, start + match[0].length)).size < 2) continue;
          // Where the line changes inside the word, and what comes before each change.
          let previous = top(node, start, start + 1)[0];
          for (let index = 1; index < match[0].length; index++) {
            const line = top(node, start + index, start + index + 1)[0];
            if (line === undefined || line === previous) continue;
            previous = line;
            if (!BREAKS_AFTER.has(match[0][index - 1] ?? '')) {
              words.push(match[0]);
              break;
            }
          }
        }
      }
    }
    return words;
  });
}
