/**
 * The contact form's draft: what the visitor typed, kept in localStorage until it is sent (and
 * for at most a week), and the submission being sent: its id with the values it carried, so
 * that a retry of the same values after a reload is recognised by the database as the same
 * request, while changed values are a new request with an id of its own. Restored after
 * hydration, so server and client markup agree.
 */
import { useEffect, useRef, useState } from 'react';
import { type ContactValues, toContactRow } from '../lib/contact-rules.ts';

export const DRAFT_KEY = 'contact-draft';
/** A draft untouched this long is forgotten: a shared computer should not keep it forever. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface Submission {
  id: string;
  /** The row it sent (trimmed values), to tell a retry from a corrected request. */
  sent: string;
}

interface Draft {
  values: ContactValues;
  submission?: Submission;
  /** When the draft was last written (ms since 1970). */
  savedAt?: number;
  /** How drafts written before values were kept with the id named it: it sent these values. */
  submissionId?: string;
}

const rowOf = (values: ContactValues) => JSON.stringify(toContactRow('', values));

function readDraft(empty: ContactValues): Draft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as Draft | null;
    if (!draft || typeof draft.values !== 'object') return null;
    if (typeof draft.savedAt === 'number' && Date.now() - draft.savedAt > DRAFT_MAX_AGE_MS) {
      localStorage.removeItem(DRAFT_KEY);
      return null;
    }
    const values = { ...empty, ...draft.values };
    const submission =
      draft.submission ?? (draft.submissionId ? { id: draft.submissionId, sent: rowOf(values) } : undefined);
    return { values, ...(submission ? { submission } : {}) };
  } catch {
    return null;
  }
}

function writeDraft(draft: Omit<Draft, 'savedAt'> | null) {
  try {
    if (draft) localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, savedAt: Date.now() }));
    else localStorage.removeItem(DRAFT_KEY);
  } catch {
    /* storage blocked or full: the form still works, the draft just does not survive a reload */
  }
}

export function useDraft(empty: ContactValues) {
  const [values, setValues] = useState<ContactValues>(empty);
  const submission = useRef<Submission | undefined>(undefined);
  const restored = useRef(false);
  /** Whether the visitor's earlier typing came back from storage (set after hydration). */
  const restoredValues = useRef(false);

  // Declared before the restoring effect so that, on mount, it runs first and skips.
  useEffect(() => {
    if (!restored.current) return;
    const blank = Object.values(values).every((v) => v === '');
    writeDraft(blank && !submission.current ? null : { values, submission: submission.current });
  }, [values]);

  useEffect(() => {
    const draft = readDraft(empty);
    if (draft) {
      setValues(draft.values);
      submission.current = draft.submission;
      restoredValues.current = Object.values(draft.values).some((v) => v.trim() !== '');
    }
    restored.current = true;
  }, [empty]);

  return {
    values,
    setValues,
    /** true when the form holds a draft typed before a reload: no bot typed that. */
    get restored() {
      return restoredValues.current;
    },
    /**
     * The id of the earlier attempt when these values are what it sent (a retry), else
     * undefined: a visitor who corrected the form after a failed attempt sends a new request.
     */
    retryIdFor(current: ContactValues): string | undefined {
      return submission.current?.sent === rowOf(current) ? submission.current.id : undefined;
    },
    /** Stores the draft with the submission's id and values now, before the request leaves. */
    saveForSending(id: string) {
      submission.current = { id, sent: rowOf(values) };
      writeDraft({ values, submission: submission.current });
    },
    /** After success: forget the draft and its submission, and empty the form. */
    clear() {
      submission.current = undefined;
      restoredValues.current = false;
      writeDraft(null);
      setValues(empty);
    },
  };
}
