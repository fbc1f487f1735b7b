// What a visitor typed, printed on the owner's terminal: no escape sequence survives.
import { describe, expect, it } from 'vitest';
import { escapeControls } from '../../src/lib/terminal-text.ts';

describe('escapeControls', () => {
  it.each([
    ['a screen clear (CSI 2J)', 'hi\u001b[2J', 'hi\\u001B[2J'],
    [
      'a clipboard write (OSC 52), ended by BEL',
      '\u001b]52;c;ZWNobyBwd25lZA==\u0007',
      '\\u001B]52;c;ZWNobyBwd25lZA==\\u0007',
    ],
    ['a hyperlink (OSC 8), ended by ST', '\u001b]8;;https://x.test\u001b\\', '\\u001B]8;;https://x.test\\u001B\\'],
    ['an 8-bit CSI (C1)', 'x\u009b31m', 'x\\u009B31m'],
    ['DEL, tab and line breaks', 'a\u007fb\tc\r\nd', 'a\\u007Fb\\u0009c\\u000D\\u000Ad'],
    ['bidirectional overrides and isolates', 'abc\u202edcba\u2066', 'abc\\u202Edcba\\u2066'],
    ['the line separator', 'a\u2028b', 'a\\u2028b'],
  ])('writes out %s', (_name, text, expected) => {
    expect(escapeControls(text)).toBe(expected);
  });

  it('leaves letters of every script, emoji and punctuation as they are', () => {
    const text = 'Zoë Ñúñez — 東京 🚀 <a@b.co> "quoted" 100%';
    expect(escapeControls(text)).toBe(text);
  });

  it('keeps JSON valid and equal in meaning', () => {
    const json = JSON.stringify({ message: 'x\u009b2J\u202e' });
    expect(JSON.parse(escapeControls(json))).toEqual({ message: 'x\u009b2J\u202e' });
  });
});
