/**
 * Parses YAML (whole files and Markdown front matter) while keeping source positions, so
 * that every problem can point at `file:line:col`.
 */
import {
  type Document,
  isAlias,
  isMap,
  isNode,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  parseDocument,
  Scalar,
  visit,
} from 'yaml';
import { describeYamlError, openingQuoteLine, reservedStartMessage, splitLine } from './yaml-errors.ts';

export interface Position {
  line: number;
  column: number;
}

/** An unquoted value followed by ` #` on its line: YAML kept only the part before the `#`. */
export interface CutText extends Position {
  path: (string | number)[];
  /** What YAML stored, e.g. "Is it". */
  stored: string;
  /** The whole line as written, for the fix. */
  lineText: string;
}

export interface YamlSource {
  file: string;
  data: unknown;
  /** Line/column (1-based) of the value at `path`, or of the closest parent that exists. */
  locate(path: readonly PropertyKey[], opts?: { key?: boolean }): Position;
  /** One plain-language message per line YAML could not read. */
  syntaxErrors: (Position & { message: string })[];
  /** Unquoted values cut short by a comment; the loader reports those in text fields. */
  cutTexts: CutText[];
}

/** The text of a content file as an editor meant it: a UTF-8 byte-order mark is not content. */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * @param lineOffset lines before the YAML text in its file (front matter starts on line 2).
 */
export function parseYamlSource(file: string, text: string, lineOffset = 0): YamlSource {
  const lineCounter = new LineCounter();
  const doc: Document.Parsed = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lines = text.split(/\r?\n/);
  const pos = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };

  // One message per line: the parser often reports one mistake several times over.
  const byLine = new Map<number, Position & { message: string }>();
  const report = (offset: number, code: string, parserMessage: string) => {
    let { line } = lineCounter.linePos(offset);
    if (code === 'MISSING_CHAR' && /quote/i.test(parserMessage)) line = openingQuoteLine(lines, line - 1) + 1;
    const lineText = lines[line - 1] ?? '';
    const message = describeYamlError(code, parserMessage, lineText);
    // A message about the text itself points at where the text starts, not where the parser gave up.
    const valueStart = lineText.length - (splitLine(lineText).value ?? '').length;
    const column = /^(The text after|This text)/.test(message) ? valueStart + 1 : lineCounter.linePos(offset).col;
    if (byLine.has(line)) return;
    byLine.set(line, { line: line + lineOffset, column, message });
  };
  for (const error of doc.errors) report(error.pos[0], error.code, error.message);
  // A value starting with ! or & is read as a tag or an anchor without an error: the text
  // silently loses its first word. Content never needs either, nor references (*name).
  // (None of the three can be there without its character in the text.)
  if (/[!&*]/.test(text))
    visit(doc, {
      Node(_key, node) {
        if (!node.range) return;
        if (isAlias(node) || node.anchor || (node.tag && isScalar(node) && !/^tag:yaml.org/.test(node.tag))) {
          const { line } = lineCounter.linePos(node.range[0]);
          const lineText = lines[line - 1] ?? '';
          const valueStart = lineText.length - (splitLine(lineText).value ?? '').length;
          if (!byLine.has(line)) {
            byLine.set(line, {
              line: line + lineOffset,
              column: valueStart + 1,
              message: reservedStartMessage(splitLine(lineText)),
            });
          }
        }
      },
    });
  const syntaxErrors = [...byLine.values()].sort((a, b) => a.line - b.line);

  function locate(path: readonly PropertyKey[], opts: { key?: boolean } = {}) {
    let node: unknown = doc.contents;
    let best = node && (node as Node).range ? (node as Node).range![0] : 0;
    for (let i = 0; i < path.length; i++) {
      const key = path[i];
      const last = i === path.length - 1;
      if (isMap(node)) {
        const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key));
        if (!pair) break;
        const keyNode = pair.key as Node;
        if (last && opts.key && keyNode.range) return pos(keyNode.range[0]);
        const value = pair.value as Node | null;
        if (value?.range) best = value.range[0];
        else if (keyNode.range) best = keyNode.range[0];
        node = value;
      } else if (isSeq(node) && typeof key === 'number') {
        const item = node.items[key] as Node | undefined;
        if (!item?.range) break;
        best = item.range[0];
        node = item;
      } else break;
    }
    return pos(best);
  }

  const cutTexts: CutText[] = [];
  // (A comment needs a # in the text.)
  if (text.includes('#'))
    visit(doc, {
      Scalar(_key, node, ancestors) {
        if (node.type !== Scalar.PLAIN || !node.comment || !node.range || typeof node.value !== 'string') return;
        const [, valueEnd] = node.range;
        const { line } = lineCounter.linePos(valueEnd);
        const lineText = lines[line - 1] ?? '';
        const restOfLine = text.slice(
          valueEnd,
          text.indexOf('\n', valueEnd) === -1 ? undefined : text.indexOf('\n', valueEnd),
        );
        if (!/^[ \t]+#/.test(restOfLine)) return;
        cutTexts.push({ path: pathOf(ancestors, node), ...pos(node.range[0]), stored: node.value, lineText });
      },
    });

  let data: unknown;
  if (!syntaxErrors.length) {
    try {
      data = doc.toJS({ maxAliasCount: 100 });
    } catch (error) {
      // An alias YAML could not resolve (`*bold*`): reported in plain words above where possible.
      syntaxErrors.push({ ...pos(0), message: describeYamlError('UNRESOLVED_ALIAS', String(error), lines[0] ?? '') });
    }
  }
  return { file, data, locate, syntaxErrors, cutTexts };
}

/** The data path of `node` from the ancestors `visit` hands over (pairs give keys, sequences indexes). */
function pathOf(ancestors: readonly unknown[], node: unknown): (string | number)[] {
  const path: (string | number)[] = [];
  const chain = [...ancestors, node];
  for (let i = 0; i < chain.length - 1; i++) {
    const parent = chain[i];
    const child = chain[i + 1];
    if (isPair(parent) && isScalar(parent.key) && parent.value === child) path.push(String(parent.key.value));
    else if (isSeq(parent) && isNode(child)) path.push(parent.items.indexOf(child));
  }
  return path;
}

/** Splits `---\nfront matter\n---\nbody`; returns the line the body starts on. */
export function splitFrontMatter(text: string): { frontMatter: string; body: string; bodyLine: number } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return null;
  const frontMatter = match[1] ?? '';
  const bodyLine = match[0].split('\n').length - (match[0].endsWith('\n') ? 0 : 1);
  return { frontMatter, body: text.slice(match[0].length), bodyLine };
}
