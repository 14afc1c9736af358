import type { Locator } from '@playwright/test';

// Where the layout put the characters of a text, read in the page: three checks of the whole-words
// spec and the phone specs. They run inside one `evaluateAll` (its function is sent to the page
// alone, so what they share, walking the texts and measuring a character, is written once in it).

type Check = 'brokenWords' | 'strandedPrefixes' | 'dashesOpeningLines';

function findInLayout(elements: Locator, check: Check): Promise<string[]> {
  return elements.evaluateAll((roots, check) => {
    /** The boxes a run of a text is drawn in (empty ones, of a line's end, left out). */
    const boxes = (node: Text, from: number, to = from + 1) => {
      const range = document.createRange();
      range.setStart(node, from);
      range.setEnd(node, to);
      return [...range.getClientRects()].filter((rect) => rect.width > 0);
    };
    const box = (node: Text, at: number): DOMRect | undefined => boxes(node, at)[0];
    const found: string[] = [];

    /** Text in a box of a pixel or less (a field for bots, a screen reader's line) is not seen. */
    const hidden = new Map<Element, boolean>();
    const unseen = (element: Element | null): boolean => {
      if (!element) return false;
      let answer = hidden.get(element);
      if (answer === undefined) {
        const rect = element.getBoundingClientRect();
        answer =
          (element.getClientRects().length > 0 && (rect.width <= 1 || rect.height <= 1)) ||
          unseen(element.parentElement);
        hidden.set(element, answer);
      }
      return answer;
    };

    const brokenWords = (nodes: Text[]) => {
      const BREAKS_AFTER = new Set(['-', '־', '–', '—', '/', '·', '_', '.', ',', ':', '?', '&', '=']);
      const tops = (node: Text, from: number, to = from + 1) =>
        boxes(node, from, to).map((rect) => Math.round(rect.top));
      for (const node of nodes) {
        if (unseen(node.parentElement)) continue;
        for (const match of node.data.matchAll(/\S+/g)) {
          const start = match.index;
          if (new Set(tops(node, start, start + match[0].length)).size < 2) continue;
          // Where the line changes inside the word, and what comes before each change.
          let previous = tops(node, start)[0];
          for (let index = 1; index < match[0].length; index++) {
            const line = tops(node, start + index)[0];
            if (line === undefined || line === previous) continue;
            previous = line;
            if (!BREAKS_AFTER.has(match[0][index - 1] ?? '')) {
              found.push(match[0]);
              break;
            }
          }
        }
      }
    };

    const strandedPrefixes = (nodes: Text[]) => {
      nodes.forEach((node, index) => {
        for (const match of node.data.matchAll(/[\u05D0-\u05EA]+-/g)) {
          const hyphen = match.index + match[0].length - 1;
          // The character after the hyphen: in this text, else at the start of the next one (a <bdi>).
          const [next, at] = hyphen + 1 < node.data.length ? [node, hyphen + 1] : [nodes[index + 1], 0];
          const after = next?.data[at];
          if (!next || !after || /[\s\u05D0-\u05EA]/.test(after)) continue;
          const [a, b] = [box(node, hyphen), box(next, at)];
          if (a && b && Math.abs(a.top - b.top) > a.height / 2)
            found.push(`${match[0]}|${next.data.slice(at, at + 12)}`);
        }
      });
    };

    const dashesOpeningLines = (nodes: Text[]) => {
      nodes.forEach((node, index) => {
        for (const match of node.data.matchAll(/\s[–—]/g)) {
          const dash = box(node, match.index + 1);
          if (!dash) continue;
          // The characters drawn before the space, last first, back to the start of their word: in
          // this text, else in the texts before it.
          const word: DOMRect[] = [];
          let ended = false;
          for (let previous = index, end = match.index; previous >= 0 && !ended; previous--) {
            const text = nodes[previous]!;
            for (let at = (previous === index ? end : text.data.length) - 1; at >= 0; at--) {
              const isSpace = /\s/.test(text.data[at]!);
              if (isSpace && word.length > 0) {
                ended = true;
                break;
              }
              const rect = isSpace ? undefined : box(text, at);
              if (rect) word.push(rect);
            }
          }
          const before = word[0];
          if (!before || dash.top - before.top <= before.height / 2) continue;
          // The block the text is laid out in, and the width its lines have.
          let block = node.parentElement;
          while (block && /^(inline|contents)$/.test(getComputedStyle(block).display))
            block = block.parentElement;
          if (block) {
            const style = getComputedStyle(block);
            const width =
              block.clientWidth -
              Number.parseFloat(style.paddingLeft) -
              Number.parseFloat(style.paddingRight);
            // On one line the word and its dash would take their widths and a space between them.
            const needed = word.reduce((sum, rect) => sum + rect.width, 0) + dash.width * 2;
            if (needed > width) continue;
          }
          found.push(node.data.slice(Math.max(0, match.index - 16), match.index + 14).trim());
        }
      });
    };

    const run = { brokenWords, strandedPrefixes, dashesOpeningLines }[check];
    for (const root of roots) {
      const nodes: Text[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
      run(nodes);
    }
    return found;
  }, check);
}

/**
 * The words of these elements' text that the layout broke across lines, read from where their
 * letters land: a word whose letters sit on two line tops, unless every break follows a character
 * that allows one ('-', '/', '·', a dash...), as 'ל-' / 'NotebookLM' or a URL at its slash.
 */
export function brokenWords(elements: Locator): Promise<string[]> {
  return findInLayout(elements, 'brokenWords');
}

/**
 * The places where a line ends right after a Hebrew word and its hyphen while what follows is not a
 * Hebrew letter: a prefix left behind its word ('ה-' / 'AI', 'ו-' / '[2]'), which Unicode's line
 * breaking forbids (LB21a) and Chromium allowed before ASCII (decision 0044). A hyphen between Hebrew
 * words ('רב-' / 'תכליתי') may break, as in any compound. Each is named by the text around it.
 */
export function strandedPrefixes(elements: Locator): Promise<string[]> {
  return findInLayout(elements, 'strandedPrefixes');
}

/**
 * The lines that begin with a dash between words ('–' or '—' after a space): the space before a
 * dash lets the browser break there, and a line of Hebrew, as of English, is not begun with the
 * dash, which ends its line with the word before it (keepPhrases, client/lib/bidi.ts). The word
 * before may be in an earlier text (a <bdi>, a link). Where the word and its dash are wider than
 * their block (a 1.5rem title's long word at 320 px and 150 % text), the browser has to part them:
 * that is not counted. Each is named by the text around the dash.
 */
export function dashesOpeningLines(elements: Locator): Promise<string[]> {
  return findInLayout(elements, 'dashesOpeningLines');
}
