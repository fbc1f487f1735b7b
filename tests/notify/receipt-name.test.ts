// The first name the visitor's receipt echoes: at most 40 characters, nothing a mail program
// turns into a link.
import { describe, expect, it } from 'vitest';
import { RECEIPT_NAME_MAX, receiptFirstName } from '../../supabase/functions/_shared/notify/receipt-name.ts';

describe('receiptFirstName', () => {
  it('keeps a name as it is, in any script, with its apostrophes, hyphens and initials', () => {
    for (const name of ['Zoë', 'Jean-Luc', 'O’Brien', "D'Arcy", 'J. R.', 'Σωκράτης', '李小龍', 'María José']) {
      expect(receiptFirstName(name)).toBe(name);
    }
  });

  it('cuts at 40 characters (code points, not UTF-16 units)', () => {
    expect(RECEIPT_NAME_MAX).toBe(40);
    expect(receiptFirstName('a'.repeat(100))).toBe('a'.repeat(40));
    expect([...receiptFirstName('é'.repeat(60))]).toHaveLength(40);
    expect(receiptFirstName('𝒜'.repeat(41))).toBe('𝒜'.repeat(40));
  });

  it('leaves nothing a mail program makes a link of', () => {
    const probes = [
      'Bob – your invoice is at pay.example/x',
      'Bob https://evil.example/login',
      'Bob www.evil.example',
      'Bob mailto:x@evil.example',
      'Bob evil.example',
      'Bob x@evil.example',
      'Bob <a href="https://evil.example">here</a>',
      'Bob\r\nevil.example',
    ];
    for (const probe of probes) {
      const name = receiptFirstName(probe);
      expect(name, probe).not.toMatch(/[a-z]\.[a-z]|:|\/|@|<|>|www\./i);
      expect([...name].length).toBeLessThanOrEqual(40);
      expect(name.startsWith('Bob')).toBe(true);
    }
    expect(receiptFirstName('Bob – your invoice is at pay.example/x')).toBe('Bob – your invoice is at pay example x');
  });
});
