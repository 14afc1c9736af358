import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A Hebrew word's hyphen before a Latin letter, a digit, a bracket or a quote ('ה-AI', 'מ-180',
// 'ו-[2]') may end a line with what it belongs to at the start of the next: Chromium breaks there
// although Unicode's line breaking says not to (decision 0044). Text from the content service goes
// through BidiText, which keeps them together; the site's own strings written as JSX text do not, so
// each must be drawn through BidiText or KeepPhrases instead. Screen-reader-only text is not drawn.

const HEBREW_HYPHEN = /[\u05D0-\u05EA]-[^\s\u05D0-\u05EA]/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** True when an element around the node is hidden from sight (`sr-only`) or is not drawn text. */
function undrawn(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (!ts.isJsxElement(at)) continue;
    const opening = at.openingElement;
    if (['title', 'script', 'style'].includes(opening.tagName.getText())) return true;
    const className = opening.attributes.properties.find(
      (attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText() === 'className',
    );
    if (className && /\bsr-only\b/.test(className.getText())) return true;
  }
  return false;
}

/** JSX text (and string literals written as a child) with a Hebrew hyphen before a non-Hebrew character. */
function strandablePhrases(file: string, source: string): string[] {
  const found: string[] = [];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isJsxText(node)) text = node.text;
    else if (
      ts.isJsxExpression(node) &&
      ts.isJsxElement(node.parent) &&
      node.expression &&
      ts.isStringLiteralLike(node.expression)
    )
      text = node.expression.text;
    if (text && HEBREW_HYPHEN.test(text) && !undrawn(node)) {
      const { line } = tree.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1}: ${text.trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

describe("the site's own strings", () => {
  it('draw no Hebrew hyphen before a Latin letter, digit or bracket as plain JSX text', () => {
    const found = sourceFiles(path.resolve('client')).flatMap((file) =>
      strandablePhrases(path.relative(process.cwd(), file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('finds such text, and leaves what goes through KeepPhrases or is for screen readers only', () => {
    const source = `export const A = () => (
      <p>
        <span>לפני יותר מ-180 יום</span>
        <span>{'כלי ה-AI'}</span>
        <KeepPhrases text="לפני יותר מ-180 יום" />
        <span className="sr-only">צפייה ב-YouTube</span>
        <span>רב-תכליתי</span>
      </p>
    );`;
    expect(strandablePhrases('a.tsx', source)).toEqual(['a.tsx:3: לפני יותר מ-180 יום', 'a.tsx:4: כלי ה-AI']);
  });
});
