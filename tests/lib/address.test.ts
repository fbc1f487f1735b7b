// The address field of an article or a landing page: made from the title while the entry is new
// and the editor has typed none, kept once typed, and read as a move when a saved entry's differs.
import { describe, expect, test } from 'vitest';
import { addressFromTitle, followTitle, movedAddress } from '../../src/lib/address.ts';

describe('addressFromTitle', () => {
  test('makes the address the site makes of a title', () => {
    expect(addressFromTitle('AI Audit for Chicago Businesses')).toBe('ai-audit-for-chicago-businesses');
    expect(addressFromTitle('  Café & Bar: 2025!  ')).toBe('cafe-bar-2025');
    expect(addressFromTitle(undefined)).toBe('');
  });
});

describe('followTitle', () => {
  test('an empty address follows the title', () => {
    expect(followTitle('', 'Spring Menu', undefined)).toBe('spring-menu');
  });

  test('an address still made from the old title follows the new one', () => {
    expect(followTitle('spring-menu', 'Spring Menu Launch', 'Spring Menu')).toBe('spring-menu-launch');
  });

  test('an address the editor typed stays when the title changes', () => {
    expect(followTitle('ai-audit', 'AI Audit for Chicago Businesses', 'AI Audit for Chicago')).toBe('ai-audit');
  });
});

describe('movedAddress', () => {
  test('a saved entry whose address field names another address moves there', () => {
    expect(movedAddress('old-name', { slug: 'new-name' })).toBe('new-name');
  });

  test('the same address, none, or a new entry is no move', () => {
    expect(movedAddress('old-name', { slug: 'old-name' })).toBeUndefined();
    expect(movedAddress('old-name', {})).toBeUndefined();
    expect(movedAddress('', { slug: 'new-name' })).toBeUndefined();
  });
});
