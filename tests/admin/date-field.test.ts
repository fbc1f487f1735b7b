// The editor's date field sends on only whole days (issue 51, point 7): typing "12 03 2026" into
// the browser's date input reports year 0002, 0020, 0202 before 2026; Decap's own control sent
// each on, and its date library read year 2 as 1902, so the field ended at 12/03/1906.
import { describe, expect, test } from 'vitest';
import { typedDay } from '../../src/admin/field-notes.ts';

describe('typedDay', () => {
  test('a whole day is sent as it is, in the format the check reads', () => {
    expect(typedDay('2026-12-03')).toBe('2026-12-03');
    expect(typedDay('2024-02-29')).toBe('2024-02-29');
  });

  test('the years the browser reports while the year is typed are held back, not read as 19xx', () => {
    const typing = ['0002-12-03', '0020-12-03', '0202-12-03', '2026-12-03'];
    expect(typing.map(typedDay)).toEqual([undefined, undefined, undefined, '2026-12-03']);
  });

  test('an emptied field is sent as empty; a day that does not exist is held back', () => {
    expect(typedDay('')).toBe('');
    expect(typedDay('2026-02-30')).toBeUndefined();
    expect(typedDay('12 03 2026')).toBeUndefined();
  });
});
