/**
 * The words the editor reads about versions of an entry: a save refused because the file changed
 * since it was opened (./conflict.ts), and an entry's history (./history-panel.ts). Kept in one
 * place, as the other admin modules keep theirs, so that they read alike and are found together.
 */
export const CONFLICT_TEXTS = {
  title: 'Changed by someone else since you opened it',
  refusal:
    'Not saved: Changed by someone else since you opened it. Another tab, another editor or a change merged into the site saved this entry after you opened it; saving now would overwrite their change. Both versions are shown: reload the entry to start from theirs (your text stays to copy).',
  intro:
    'Another tab, another editor or a change merged into the site saved this entry after you opened it. Nothing of yours was written, and their change is kept. Reload the entry to start from their version: your text stays here to copy, so you can add your change again.',
  gone: 'The file is no longer there: it was moved or deleted.',
  theirs: 'Their version (in the file now)',
  yours: 'Your version (not saved)',
  copy: 'Copy my version',
  copied: 'Copied.',
  reload: 'Reload the entry, keeping my text to copy',
  close: 'Close',
  keptTitle: 'Your text from before the reload',
  keptIntro:
    'The entry now shows the version in the file. This is the text you could not save: copy what you need into the form, then save.',
} as const;

export const HISTORY_TEXTS = {
  button: 'History',
  title: 'Earlier versions of this entry',
  intro:
    'Each save is kept as a version. Restoring one puts it into the form as a new change: look it over, then publish it as any change (the same checks apply).',
  empty: 'No earlier versions yet: each save from now on is kept here.',
  loading: 'Reading the versions…',
  failed: 'The versions could not be read:',
  current: 'the version in the file now',
  restore: 'Restore this version',
  restored:
    'The version is in the form. Publish to save it, or close the entry without saving to keep the current one.',
  close: 'Close',
  by: 'by',
  first: 'the first version kept',
  nothing: 'no field changed',
  changed: 'changed:',
} as const;
