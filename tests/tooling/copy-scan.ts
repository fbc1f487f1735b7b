/**
 * Finds copy written into markup code: words that reach a page from a component instead of
 * from content/. Parses TSX with the TypeScript compiler and reports
 *   - JSX text with a word in it (`<span>Menu</span>`),
 *   - a string or template literal used as a JSX child (`{'Menu'}`, {`${n} min`}),
 *   - a literal with a word in a text attribute (`aria-label="Main"`, `alt`, `title`, …).
 * A word is two or more letters in a row. Class names, ids, hrefs and data attributes are not
 * copy: they are not looked at. Literals inside `? :`, `&&`, `||`, `??` and parentheses count,
 * since each branch may end up on the page.
 */
import ts from 'typescript';

/** Attributes whose value people read or hear. */
export const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'aria-placeholder',
  'alt',
  'title',
  'placeholder',
  'label',
]);

const WORD = /\p{L}{2,}/u;

export interface CopyFinding {
  line: number;
  kind: 'text' | 'child' | 'attribute';
  /** The attribute's name, for attribute findings. */
  attribute?: string;
  /** The literal as written, trimmed. */
  text: string;
}

/** The literal texts an expression may evaluate to, taken from string and template literals. */
function literalParts(node: ts.Expression): { node: ts.Node; text: string }[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [{ node, text: node.text }];
  if (ts.isTemplateExpression(node))
    return [
      { node: node.head, text: node.head.text },
      ...node.templateSpans.map((span) => ({ node: span.literal, text: span.literal.text })),
    ];
  if (ts.isParenthesizedExpression(node)) return literalParts(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalParts(node.whenTrue), ...literalParts(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [
      ts.SyntaxKind.AmpersandAmpersandToken,
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.QuestionQuestionToken,
      ts.SyntaxKind.PlusToken,
    ].includes(node.operatorToken.kind)
  )
    return [...literalParts(node.left), ...literalParts(node.right)];
  return [];
}

export function findCopyInSource(fileName: string, source: string): CopyFinding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: CopyFinding[] = [];
  const lineOf = (position: number) => file.getLineAndCharacterOfPosition(position).line + 1;
  const report = (at: ts.Node, kind: CopyFinding['kind'], text: string, attribute?: string) => {
    const raw = at.getText(file);
    // Point at the first character of the text itself, not at the line break before it.
    const offset = Math.max(0, raw.search(/\S/));
    findings.push({
      line: lineOf(at.getStart(file) + offset),
      kind,
      text: text.trim(),
      ...(attribute ? { attribute } : {}),
    });
  };
  const reportLiterals = (expression: ts.Expression, kind: CopyFinding['kind'], attribute?: string) => {
    for (const part of literalParts(expression))
      if (WORD.test(part.text)) report(part.node, kind, part.text, attribute);
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && WORD.test(node.text)) report(node, 'text', node.text);
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      reportLiterals(node.expression, 'child');
    if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(file);
      const value = node.initializer;
      if (TEXT_ATTRIBUTES.has(name) && value) {
        if (ts.isStringLiteral(value)) {
          if (WORD.test(value.text)) report(value, 'attribute', value.text, name);
        } else if (ts.isJsxExpression(value) && value.expression) {
          reportLiterals(value.expression, 'attribute', name);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

/** One line per finding, the way an editor jumps to it: `file:line what "text"`. */
export function formatFinding(file: string, finding: CopyFinding): string {
  const what =
    finding.kind === 'text'
      ? 'JSX text'
      : finding.kind === 'child'
        ? 'literal JSX child'
        : `literal ${finding.attribute} attribute`;
  return `${file}:${finding.line} ${what} "${finding.text}"`;
}
