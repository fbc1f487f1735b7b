// Which screens of the editor are a brand-new entry's, whose status reads "Not saved yet".
import { expect, test } from 'vitest';
import { isNewEntryHash } from '../../src/admin/new-entry-status.ts';

test("a new entry's screen, and no other, is a new entry's", () => {
  expect(isNewEntryHash('#/collections/posts/new')).toBe(true);
  expect(isNewEntryHash('#/collections/landing/new?title=x')).toBe(true);
  expect(isNewEntryHash('#/collections/posts/entries/new')).toBe(false);
  expect(isNewEntryHash('#/collections/posts/entries/ai-basics')).toBe(false);
  expect(isNewEntryHash('#/collections/posts')).toBe(false);
});
