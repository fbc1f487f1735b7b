/**
 * Parses YAML (whole files and Markdown front matter) while keeping source positions, so
 * that every problem can point at `file:line:col`.
 */
import { type Document, isMap, isPair, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';

export interface YamlSource {
  file: string;
  data: unknown;
  /** Line/column (1-based) of the value at `path`, or of the closest parent that exists. */
  locate(path: readonly PropertyKey[], opts?: { key?: boolean }): { line: number; column: number };
  syntaxErrors: { line: number; column: number; message: string }[];
}

/**
 * @param lineOffset lines before the YAML text in its file (front matter starts on line 2).
 */
export function parseYamlSource(file: string, text: string, lineOffset = 0): YamlSource {
  const lineCounter = new LineCounter();
  const doc: Document.Parsed = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const pos = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  const syntaxErrors = doc.errors.map((e) => {
    const { line, column } = pos(e.pos[0]);
    // The yaml library's first message line is the useful one; the rest is a code frame.
    return { line, column, message: `YAML syntax error: ${e.message.split('\n')[0]}` };
  });

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

  const data = syntaxErrors.length ? undefined : doc.toJS({ maxAliasCount: 100 });
  return { file, data, locate, syntaxErrors };
}

/** Splits `---\nfront matter\n---\nbody`; returns the line the body starts on. */
export function splitFrontMatter(text: string): { frontMatter: string; body: string; bodyLine: number } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text);
  if (!match) return null;
  const frontMatter = match[1] ?? '';
  const bodyLine = match[0].split('\n').length - (match[0].endsWith('\n') ? 0 : 1) + 0;
  return { frontMatter, body: text.slice(match[0].length), bodyLine };
}
