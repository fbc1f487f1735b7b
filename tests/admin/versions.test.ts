// The version comparison of a save (src/admin/versions.ts): a file's version is its Git blob SHA,
// as GitHub's tree names it; a save from an older version is refused; this tab's own saves are
// the version it stands on afterwards.
import { describe, expect, it } from 'vitest';
import { blobSha, compareVersions, ownSaves } from '../../src/admin/versions.ts';

/** What `git hash-object --stdin` prints for each text (run once, by hand). */
const GIT_HASHES: Record<string, string> = {
  '': 'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391',
  'title: Hello\n': '26542d27508c842794842637b947d923f6b402ee',
  'Grüße — “quoted” ✓\n': '15acce7fc02c68b558b4d66a299c152413a0cac2',
  '---\ntitle: A\n---\n\nBody\n': '58d5bd15fa0a88e64d3a4db742ed93832add110b',
  'title: Ours\nplaceholder: Your name\n': 'abe014e6ff01e3c28d4a01ec843d6449461c8535',
  'title: Theirs\n': 'f3495b9e9d09d907bf48d4eb515e3c5b447013c3',
};
const gitHash = (text: string) => GIT_HASHES[text]!;

describe('a file version', () => {
  it.each(Object.keys(GIT_HASHES))('is the blob SHA git computes (%j)', async (text) => {
    expect(await blobSha(text)).toBe(gitHash(text));
  });
});

describe('compareVersions', () => {
  const opened = 'title: Ours\nplaceholder: Your name\n';

  it('the same text is the same version', async () => {
    expect(await compareVersions(opened, { text: opened })).toEqual({ changed: false });
  });

  it('a file changed since it was opened is another version, with its text to show', async () => {
    const theirs = 'title: Ours\nplaceholder: Full name\n';
    expect(await compareVersions(opened, { text: theirs })).toEqual({ changed: true, theirs });
  });

  it("GitHub's SHA decides where it is given: the tree's SHA of the opened text passes, another one is refused", async () => {
    const theirs = 'title: Theirs\n';
    expect(await compareVersions(opened, { text: theirs, sha: gitHash(opened) })).toEqual({ changed: false });
    expect(await compareVersions(opened, { text: theirs, sha: gitHash(theirs) })).toEqual({ changed: true, theirs });
  });

  it('a file deleted or moved since is changed, with nothing to show of theirs', async () => {
    expect(await compareVersions(opened, { text: undefined })).toEqual({ changed: true, theirs: undefined });
  });

  it('a new entry (nothing opened) conflicts with nothing', async () => {
    expect(await compareVersions('', { text: 'title: Someone else\n' })).toEqual({ changed: false });
  });

  it('a byte-order mark the reader dropped is not a change', async () => {
    expect(await compareVersions(`\uFEFF${opened}`, { text: opened })).toEqual({ changed: false });
  });
});

describe("this tab's own saves", () => {
  const path = 'content/contact.yaml';
  const opened = 'a: 1\n';

  it('an entry opened and not saved stands on the text it opened', () => {
    expect(ownSaves().base(path, opened)).toBe(opened);
  });

  it('after a save went through, the entry (still showing its first text) stands on what this tab wrote', () => {
    const own = ownSaves();
    own.writing(path, opened, 'a: 2\n');
    own.saved();
    expect(own.base(path, opened)).toBe('a: 2\n');
    own.writing(path, opened, 'a: 3\n');
    own.saved();
    expect(own.base(path, opened)).toBe('a: 3\n');
  });

  it('a write that failed changes nothing', () => {
    const own = ownSaves();
    own.writing(path, opened, 'a: 2\n');
    own.dropped();
    own.saved();
    expect(own.base(path, opened)).toBe(opened);
  });

  it('the entry opened again (a fresh text) stands on that text', () => {
    const own = ownSaves();
    own.writing(path, opened, 'a: 2\n');
    own.saved();
    expect(own.base(path, 'a: 5\n')).toBe('a: 5\n');
  });
});
