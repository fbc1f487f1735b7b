/**
 * Writing a YAML text back the way it was written. Decap serialises an entry afresh on every
 * save, which drops the guide comments of content/*.yaml, re-quotes and re-flows every value, and
 * turns a one-word change into a pull request of a hundred lines. Here the old text is parsed into
 * the `yaml` library's concrete syntax tree (which keeps every comment, blank line, quote and
 * line break) alongside its Document (which knows the values), and only the tokens of values that
 * differ are rewritten, each in the style of the value it replaces. A value added to a list takes
 * the style of its neighbours: a neighbour is copied, without its comments, and given the new value.
 */
import { Composer, CST, type Document, isMap, isScalar, isSeq, type Node, Parser, type Scalar, stringify } from 'yaml';

type Item = CST.CollectionItem;
type Collection = CST.BlockMap | CST.BlockSequence | CST.FlowCollection;
type Plain = Record<string, unknown>;

/** Field names in the order the schema lists them, for the map at a path of keys (list positions left out). */
export type FieldOrder = (path: readonly string[]) => readonly string[] | undefined;

interface Context {
  order: FieldOrder;
  /** Keys from the root to the value being edited (list positions left out). */
  path: string[];
}

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep equality of plain data (key order does not matter). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameData(x, b[i]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a).filter((k) => a[k] !== undefined);
  return (
    keys.length === Object.keys(b).filter((k) => b[k] !== undefined).length && keys.every((k) => sameData(a[k], b[k]))
  );
}

interface Parsed {
  tokens: CST.Token[];
  doc: Document.Parsed;
}

/** The syntax tree and the Document of a text, linked: every node knows its token (srcToken). */
function parseText(text: string): Parsed {
  const tokens = [...new Parser().parse(text)];
  const docs = [...new Composer({ keepSourceTokens: true }).compose(tokens)];
  if (docs.length !== 1) throw new Error(`expected one YAML document, found ${docs.length}`);
  const doc = docs[0]!;
  if (doc.errors.length) throw new Error(`YAML parsing error: ${doc.errors[0]!.message}`);
  return { tokens, doc };
}

const textOf = (tokens: readonly CST.Token[]) => tokens.map((token) => CST.stringify(token)).join('');

/**
 * `source` with its values replaced by `data`, changing the text only where values differ.
 * Without a source (a new file), the result is plain YAML in the library's default style.
 */
export function updateYaml(source: string, data: Plain, order: FieldOrder = () => undefined): string {
  if (!source.trim()) return stringify(data, { lineWidth: 0 });
  const { tokens, doc } = parseText(source);
  const document = tokens.find((token): token is CST.Document => token.type === 'document');
  const root = doc.contents;
  if (!document || !isMap(root) || !isBlock(root.srcToken)) {
    return stringify(data, { lineWidth: 0 });
  }
  editMap(root.srcToken as CST.BlockMap, root as never, data, { order, path: [] });
  return textOf(tokens);
}

/** A text like `template` (its order, quoting and layout, without its comments) holding `data`. */
export function yamlLike(template: string, data: Plain, order?: FieldOrder): string {
  if (!template.trim()) return updateYaml('', data, order);
  const { tokens } = parseText(template);
  const bare = tokens.filter((token) => token.type !== 'comment');
  stripComments(bare);
  // The blank lines that followed the comments at the top go with them.
  while (bare[0]?.type === 'newline') bare.shift();
  return updateYaml(textOf(bare), data, order);
}

function isBlock(token: CST.Token | undefined): token is CST.BlockMap | CST.BlockSequence {
  return token?.type === 'block-map' || token?.type === 'block-seq';
}

function toJS(node: unknown): unknown {
  return node && typeof (node as Node).toJSON === 'function' ? (node as Node).toJSON() : node;
}

/** Edits the value held by `item` (a map pair or a list entry) into `value`. */
function editValue(item: Item, node: unknown, value: unknown, ctx: Context, parent: Collection): void {
  if (sameData(toJS(node), value)) return;
  const style = preferredStringType(parent);
  if (isScalar(node) && item.value && isScalarValue(value)) {
    setScalar(item.value, node, value, { style, indent: parent.indent + 2 });
    return;
  }
  if (isMap(node) && isPlainObject(value) && isBlock(node.srcToken)) {
    editMap(node.srcToken as CST.BlockMap, node as never, value, ctx);
    return;
  }
  // A block list emptied is written afresh below: a block list of no entries would read as null.
  if (
    isSeq(node) &&
    Array.isArray(value) &&
    value.length > 0 &&
    isBlock(node.srcToken) &&
    node.items.length === node.srcToken.items.length
  ) {
    editSeq(node.srcToken as CST.BlockSequence, node as never, value, ctx);
    return;
  }
  // Another kind of value (or a list written [a, b]): the entry is written afresh, in the
  // style of its neighbours, keeping the comments and blank lines before it.
  const key = parent.type === 'block-seq' ? undefined : keyOf(item);
  // A list written [a, b] is written again so, its texts quoted as they were.
  const flow = isFlow(node) ? ((node as Node).srcToken as CST.FlowCollection) : undefined;
  const fresh = freshItem(parent, key, value, flow ? preferredStringType(flow) : style, Boolean(flow));
  Object.assign(item, { ...fresh, start: item.start });
}

const isFlow = (node: unknown) => (isMap(node) || isSeq(node)) && node.srcToken?.type === 'flow-collection';
const isScalarValue = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

function keyOf(item: Item): string | undefined {
  const key = item.key;
  if (!key || !('source' in key) || key.type === 'block-scalar') return undefined;
  return String(CST.resolveAsScalar(key as CST.FlowScalar)?.value ?? key.source);
}

const SCALAR_TYPES: Record<string, Scalar.Type> = {
  scalar: 'PLAIN',
  'single-quoted-scalar': 'QUOTE_SINGLE',
  'double-quoted-scalar': 'QUOTE_DOUBLE',
};

function scalarType(token: CST.Token): Scalar.Type {
  if (token.type === 'block-scalar') {
    const header = token.props.find((p) => p.type === 'block-scalar-header') as CST.SourceToken | undefined;
    return header?.source.startsWith('>') ? 'BLOCK_FOLDED' : 'BLOCK_LITERAL';
  }
  return SCALAR_TYPES[token.type] ?? 'PLAIN';
}

/** The quoting most string values of a map or list use: a new string value is written the same way. */
function preferredStringType(collection: Collection): Scalar.Type {
  const counts = new Map<Scalar.Type, number>();
  for (const item of collection.items) {
    const token = item.value;
    if (!token || !('source' in token) || token.type === 'block-scalar') continue;
    const type = scalarType(token);
    // Plain numbers, booleans and nulls say nothing about how texts are quoted.
    if (type === 'PLAIN' && /^(?:-?\d[\d.]*|true|false|null|~)$/.test(token.source)) continue;
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'PLAIN';
}

/** Whether `text` written plain reads back as the same text. */
function safePlain(text: string): boolean {
  if (!text || text !== text.trim() || text.includes('\n')) return false;
  try {
    return parseText(`x: ${text}\n`).doc.toJSON()?.x === text;
  } catch {
    return false;
  }
}

/**
 * Sets a scalar token to a new value: a text keeps its quoting or block style (a text that
 * replaces another kind of value takes the style most texts beside it have); numbers, booleans
 * and null are written plain.
 */
function setScalar(token: CST.Token, node: Scalar, value: unknown, at: { style: Scalar.Type; indent: number }): void {
  if (typeof value !== 'string') {
    CST.setScalarValue(token, value === null ? 'null' : String(value), { type: 'PLAIN' });
    return;
  }
  let type = typeof node.value === 'string' ? scalarType(token) : at.style;
  if (type === 'PLAIN' && !safePlain(value)) type = 'QUOTE_DOUBLE';
  if (type === 'BLOCK_FOLDED' || type === 'BLOCK_LITERAL' || value.includes('\n')) {
    setBlockScalar(token, value, type === 'BLOCK_FOLDED' ? type : 'BLOCK_LITERAL', at.indent);
    return;
  }
  CST.setScalarValue(token, value, { type });
}

/**
 * A block scalar (`>-`, `|`) holding `value`, its lines as long as the old text's longest (at
 * least 80 characters), indented as before.
 */
function setBlockScalar(token: CST.Token, value: string, type: Scalar.Type, fallbackIndent: number): void {
  const oldLines = token.type === 'block-scalar' ? token.source.split('\n').filter((line: string) => line.trim()) : [];
  const indent = oldLines.length ? oldLines[0]!.length - oldLines[0]!.trimStart().length : fallbackIndent;
  const width = Math.max(80, ...oldLines.map((line) => line.length));
  const text = stringify(value, {
    blockQuote: type === 'BLOCK_FOLDED' ? 'folded' : 'literal',
    defaultStringType: type,
    lineWidth: Math.max(20, width - indent),
  });
  const [header, ...lines] = text.replace(/\n$/, '').split('\n');
  if (!header?.match(/^[>|]/)) {
    // The library found no block form for this text: it stays on one line, quoted.
    CST.setScalarValue(token, value, { type: 'QUOTE_DOUBLE' });
    return;
  }
  CST.setScalarValue(token, 'x\ny', { type: 'BLOCK_LITERAL' }); // makes it a block scalar, keeping its comment
  const block = token as CST.BlockScalar;
  const head = block.props.find((p) => p.type === 'block-scalar-header') as CST.SourceToken;
  head.source = header;
  block.source = `${lines.map((line) => (line ? `${' '.repeat(indent)}${line}` : '')).join('\n')}\n`;
}

function editMap(token: CST.BlockMap, node: { items: { key: unknown; value: unknown }[] }, value: Plain, ctx: Context) {
  const blank = blankLinesBetween(token);
  const kept: { key: string; item: Item }[] = [];
  node.items.forEach((pair, i) => {
    const key = String(toJS(pair.key));
    const item = token.items[i]!;
    if (value[key] === undefined) return;
    editValue(item, pair.value, value[key], { ...ctx, path: [...ctx.path, key] }, token);
    kept.push({ key, item });
  });
  const order = [...(ctx.order(ctx.path) ?? []), ...Object.keys(value)];
  const style = preferredStringType(token);
  for (const [key, entry] of Object.entries(value)) {
    if (entry === undefined || kept.some((k) => k.key === key)) continue;
    const before = order.slice(0, order.indexOf(key));
    const at = kept.findLastIndex((k) => before.includes(k.key)) + 1;
    kept.splice(at, 0, { key, item: freshItem(token, key, entry, style, false) });
  }
  token.items = kept.map((k) => k.item) as CST.BlockMap['items'];
  normaliseItems(token, blank);
}

function editSeq(token: CST.BlockSequence, node: { items: unknown[] }, value: unknown[], ctx: Context) {
  const blank = blankLinesBetween(token);
  const from = alignLists(node.items.map(toJS), value);
  token.items = value.map((entry, j) => {
    const i = from[j]!;
    if (i >= 0) {
      editValue(token.items[i]!, node.items[i], entry, ctx, token);
      return token.items[i]!;
    }
    const neighbour = token.items[Math.min(j, token.items.length - 1)];
    return neighbour ? itemLike(token, neighbour, entry, ctx) : freshItem(token, undefined, entry, 'PLAIN', false);
  }) as CST.BlockSequence['items'];
  normaliseItems(token, blank);
}

/**
 * For each entry of `next`, the entry of `prev` it continues (or -1 for a new one): equal entries
 * are matched in order (longest common subsequence), and between them, changed entries pair up
 * by position, so an edited entry keeps its place, its comments and its style.
 */
export function alignLists(prev: readonly unknown[], next: readonly unknown[]): number[] {
  const n = prev.length;
  const m = next.length;
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i]![j] = sameData(prev[i], next[j]) ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  const from = new Array<number>(m).fill(-1);
  let i = 0;
  let j = 0;
  let gap: { i: number; j: number } = { i: 0, j: 0 };
  const pairGap = (endI: number, endJ: number) => {
    for (let k = 0; gap.i + k < endI && gap.j + k < endJ; k++) from[gap.j + k] = gap.i + k;
  };
  while (i < n && j < m) {
    if (sameData(prev[i], next[j]) && lcs[i]![j] === lcs[i + 1]![j + 1]! + 1) {
      pairGap(i, j);
      from[j] = i;
      i++;
      j++;
      gap = { i, j };
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else j++;
  }
  pairGap(n, m);
  return from;
}

/** A new list entry written like `neighbour` (without its comments), holding `value`. */
function itemLike(list: CST.BlockSequence, neighbour: Item, value: unknown, ctx: Context): Item {
  const copy = structuredClone(neighbour);
  trimLeadingSpace(copy);
  const { tokens, doc } = parseText(miniDocument('seq', list.indent, CST.stringify(copy)));
  stripComments(tokens);
  const { collection, node } = secondItem(doc, list.indent);
  const item = collection.items[1]!;
  editValue(item, node, value, ctx, collection);
  return item;
}

/** A new map pair or list entry, written by the library in the given string style. */
function freshItem(
  collection: Collection,
  key: string | undefined,
  value: unknown,
  style: Scalar.Type,
  flow: boolean,
): Item {
  const kind = key === undefined ? 'seq' : 'map';
  const text = stringify(kind === 'seq' ? [value] : { [key!]: value }, {
    lineWidth: 0,
    defaultStringType: style.startsWith('BLOCK') ? 'PLAIN' : style,
    defaultKeyType: 'PLAIN',
    flowCollectionPadding: false,
  });
  const { doc } = parseText(miniDocument(kind, collection.indent, flow ? flowed(text) : text, true));
  return secondItem(doc, collection.indent).collection.items[1]!;
}

/** `text` (one pair or entry) with its value in flow style: [a, b]. */
function flowed(text: string): string {
  const { doc } = parseText(text);
  const inner = isMap(doc.contents)
    ? doc.contents.items[0]?.value
    : isSeq(doc.contents)
      ? doc.contents.items[0]
      : undefined;
  if (isMap(inner) || isSeq(inner)) inner.flow = true;
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}

/**
 * A small document holding a collection at `indent` whose second entry is `itemText`: parsed,
 * it gives that entry's tokens as they must be at that place of the real file.
 */
function miniDocument(kind: 'map' | 'seq', indent: number, itemText: string, indentLines = false): string {
  const pad = ' '.repeat(indent);
  const lines = itemText.replace(/\n$/, '').split('\n');
  const body = indentLines ? `${lines.map((line) => (line ? pad + line : line)).join('\n')}\n` : pad + itemText;
  return `${indent ? `p:\n${pad}` : ''}${kind === 'seq' ? '- 0' : 'x: 0'}\n${body}`;
}

function secondItem(doc: Document.Parsed, indent: number): { collection: Collection; node: unknown } {
  const root = doc.contents as Node & { items: { value?: unknown }[] };
  const holder = indent ? (root.items[0]!.value as typeof root) : root;
  const second = holder.items[1] as { value?: unknown };
  return { collection: holder.srcToken as Collection, node: isSeq(holder) ? second : second.value };
}

/** Removes the blank lines and indentation an entry starts with (the first entry of a collection has none). */
function trimLeadingSpace(item: Item): void {
  while (item.start[0]?.type === 'newline' || item.start[0]?.type === 'space') item.start.shift();
}

/** Whether every entry but the first has a blank line before it (as the FAQs do). */
function blankLinesBetween(collection: CST.BlockMap | CST.BlockSequence): boolean {
  const rest = collection.items.slice(1);
  return rest.length > 0 && rest.every((item) => item.start[0]?.type === 'newline');
}

/**
 * Makes the entries of a collection fit together after some were added, removed or moved: the
 * first entry's indentation belongs to what comes before the collection, every other entry
 * carries its own, and has a blank line before it where all of them had one.
 */
function normaliseItems(collection: CST.BlockMap | CST.BlockSequence, blank: boolean): void {
  collection.items.forEach((item, i) => {
    if (i === 0) {
      trimLeadingSpace(item);
      return;
    }
    if (blank && item.start[0]?.type !== 'newline')
      item.start.unshift({ type: 'newline', offset: -1, indent: 0, source: '\n' });
    if (!collection.indent) return;
    const first = item.start.findIndex((t) => t.type !== 'newline' && t.type !== 'space');
    const at = first === -1 ? item.start.length : first;
    if (item.start[at - 1]?.type !== 'space') {
      item.start.splice(at, 0, { type: 'space', offset: -1, indent: 0, source: ' '.repeat(collection.indent) });
    }
  });
}

/** Removes every comment (and the line it stood on, when it stood alone) from a copied text's tokens. */
function stripComments(node: unknown, role?: string): void {
  if (Array.isArray(node)) {
    if (node.some((t) => t?.type === 'comment')) removeComments(node as CST.SourceToken[], role === 'start');
    for (const child of node) stripComments(child);
  } else if (node && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) if (child && typeof child === 'object') stripComments(child, key);
  }
}

function removeComments(tokens: CST.SourceToken[], startsLine: boolean): void {
  for (let i = tokens.length - 1; i >= 0; i--) {
    if (tokens[i]!.type !== 'comment') continue;
    let from = i;
    if (tokens[from - 1]?.type === 'space') from--;
    const ownLine = from === 0 ? startsLine : tokens[from - 1]!.type === 'newline';
    const to = ownLine && tokens[i + 1]?.type === 'newline' ? i + 2 : i + 1;
    tokens.splice(from, to - from);
  }
}
