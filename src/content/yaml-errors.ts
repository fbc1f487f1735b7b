/**
 * YAML mistakes in plain words. The parser reports what it could not read ("Nested mappings are
 * not allowed in compact mappings"); an editor needs to know what to type instead. Each mistake
 * is reported once, on its own line, with the likely fix written out from the line itself.
 */

/** One line of the file as the editor sees it, and where the value after `key:` starts. */
interface SourceLine {
  text: string;
  /** `title` in `  title: Hello: world`, or undefined for a list item or a line without a key. */
  key?: string;
  /** The raw text after `key: ` (or after `- `), untrimmed at the end. */
  value?: string;
}

const KEY_VALUE = /^\s*(?:-\s+)?([A-Za-z0-9_-]+):[ \t]+(.*)$/;
const LIST_VALUE = /^\s*-\s+(.*)$/;

export function splitLine(text: string): SourceLine {
  const keyValue = KEY_VALUE.exec(text);
  if (keyValue) return { text, key: keyValue[1], value: keyValue[2] };
  const listValue = LIST_VALUE.exec(text);
  return listValue ? { text, value: listValue[1] } : { text };
}

/**
 * The value written as one double-quoted YAML text. A trailing ` # comment` is dropped unless
 * `keepHash` says the `#` belongs to the text.
 */
export function doubleQuoted(raw: string, { keepHash = false } = {}): string {
  let text = (keepHash ? raw : raw.replace(/\s+#.*$/, '')).trim();
  // A text already wrapped in one kind of quote keeps what is inside them.
  const wrapped = /^(["'])(.*)\1$/.exec(text);
  if (wrapped) text = wrapped[2]!;
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** `title: "Hello: world"`: the line rewritten with its value in double quotes. */
function quotedExample(line: SourceLine): string {
  const value = doubleQuoted(line.value ?? '');
  return line.key ? `${line.key}: ${value}` : `- ${value}`;
}

const after = (line: SourceLine) => (line.key ? `The text after "${line.key}:"` : 'This text');

/** Characters YAML reserves at the start of a plain text, and what it makes of them. */
const RESERVED_START: Record<string, string> = {
  '@': '"@", which YAML does not accept at the start of a text',
  '`': 'a backtick (`), which YAML does not accept at the start of a text',
  '%': '"%", which YAML does not accept at the start of a text',
  '*': '"*", which YAML reads as a reference to another value instead of text',
  '&': '"&", which YAML reads as a name for the value instead of text',
  '!': '"!", which YAML reads as a type instead of text',
  '|': '"|", which YAML reads as the start of a block of lines',
  '>': '">", which YAML reads as the start of a block of lines',
};

const TAB =
  'This line is indented with a tab. YAML only accepts spaces: replace the tab with spaces, lined up with the fields above (two spaces per level).';
const INDENT =
  'This line is indented differently from the fields above it. Fields of one group must start in the same column: use the same number of spaces as the line above.';

/** Plain-language text of a value that starts with a character YAML reserves. */
export function reservedStartMessage(line: SourceLine): string {
  const first = (line.value ?? '').trimStart()[0] ?? '';
  const what = RESERVED_START[first] ?? `"${first}", which YAML does not accept at the start of a text`;
  return `${after(line)} starts with ${what}. Put the whole text in double quotes: ${quotedExample(line)}`;
}

/** The message for one parser error code, written from the text of the line it concerns. */
export function describeYamlError(code: string, parserMessage: string, lineText: string): string {
  const line = splitLine(lineText);
  if (/^[ \t]*/.exec(lineText)![0].includes('\t') || code === 'TAB_AS_INDENT') return TAB;
  const value = (line.value ?? '').trimStart();
  // `answer: >-` and `text: |` start a block of lines: the mistake is elsewhere on such a line.
  const blockHeader = /^[|>][+-]?\d*\s*(#.*)?$/.test(value);
  const aboutIndent = /INDENT|DUPLICATE_KEY/.test(code) || /indicator|indent/i.test(parserMessage);
  if (value[0] && value[0] in RESERVED_START && !blockHeader && !aboutIndent) return reservedStartMessage(line);
  switch (code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      if (value.includes(': ')) {
        return `${after(line)} contains ": ", which YAML reads as the start of another field. Put the whole text in double quotes: ${quotedExample(line)}`;
      }
      return INDENT;
    case 'BAD_SCALAR_START':
    case 'BAD_ALIAS':
    case 'TAG_RESOLVE_FAILED':
    case 'UNRESOLVED_ALIAS':
      return reservedStartMessage(line);
    case 'UNEXPECTED_TOKEN':
      if (/^["']/.test(value)) {
        return `${after(line)} starts with a quote, so YAML ends the text at the next quote and cannot read the rest. Put the whole text in double quotes and write a " inside it as \\": ${quotedExample(line)}`;
      }
      return `YAML cannot read the end of this line. If it is one text, put the whole text in double quotes: ${quotedExample(line)}`;
    case 'MISSING_CHAR':
      if (/quote/i.test(parserMessage)) {
        const example = line.key ? `${line.key}: ${doubleQuoted(value.slice(1))}` : `- ${doubleQuoted(value.slice(1))}`;
        return `${after(line)} opens a quote that is never closed. Add the closing quote at the end of the text: ${example}`;
      }
      if (/indicator|indent/i.test(parserMessage)) return INDENT;
      return 'A list or group opened with [ or { on this line is never closed. Close it, or put the whole text in double quotes.';
    case 'BAD_INDENT':
    case 'MISSING_INDENT':
    case 'UNEXPECTED_INDENT':
      return INDENT;
    case 'DUPLICATE_KEY':
      return `The field "${line.key ?? ''}" appears twice in the same group. Keep one of them: YAML would silently use the last one.`;
    default:
      return `YAML cannot read this line (${parserMessage.split('\n')[0]}). Check that it is indented with spaces, lined up with the fields above, and put a text with special characters in double quotes.`;
  }
}

/** Line index (0-based) where the quote that `MISSING_CHAR` complains about was opened. */
export function openingQuoteLine(lines: readonly string[], errorLine: number): number {
  for (let i = Math.min(errorLine, lines.length - 1); i >= 0; i--) {
    const value = splitLine(lines[i]!).value;
    if (value && /^\s*["']/.test(value)) {
      const quote = value.trimStart()[0]!;
      const rest = value.trimStart().slice(1);
      if (!rest.replace(/\\./g, '').includes(quote)) return i;
    }
  }
  return errorLine;
}
