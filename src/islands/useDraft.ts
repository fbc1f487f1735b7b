/**
 * The contact form's draft: what the visitor typed, kept in localStorage until it is sent, and
 * the id of the submission being sent (so that a retry after a reload is recognised by the
 * database as the same request). Restored after hydration, so server and client markup agree.
 */
import { useEffect, useRef, useState } from 'react';
import type { ContactValues } from '../lib/contact-rules.ts';

export const DRAFT_KEY = 'contact-draft';

interface Draft {
  values: ContactValues;
  submissionId?: string;
}

function readDraft(empty: ContactValues): Draft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null') as Draft | null;
    return draft && typeof draft.values === 'object' ? { ...draft, values: { ...empty, ...draft.values } } : null;
  } catch {
    return null;
  }
}

function writeDraft(draft: Draft | null) {
  try {
    if (draft) localStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    else localStorage.removeItem(DRAFT_KEY);
  } catch {
    /* storage blocked or full: the form still works, the draft just does not survive a reload */
  }
}

export function useDraft(empty: ContactValues) {
  const [values, setValues] = useState<ContactValues>(empty);
  const submissionId = useRef<string | undefined>(undefined);
  const restored = useRef(false);
  /** Whether the visitor's earlier typing came back from storage (set after hydration). */
  const restoredValues = useRef(false);

  // Declared before the restoring effect so that, on mount, it runs first and skips.
  useEffect(() => {
    if (!restored.current) return;
    const blank = Object.values(values).every((v) => v === '');
    writeDraft(blank && !submissionId.current ? null : { values, submissionId: submissionId.current });
  }, [values]);

  useEffect(() => {
    const draft = readDraft(empty);
    if (draft) {
      setValues(draft.values);
      submissionId.current = draft.submissionId;
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
    /** The id of the submission being sent; one is created on the first attempt and kept until success. */
    submissionId,
    /** Stores the draft with its submission id now, before the request leaves. */
    saveForSending(id: string) {
      submissionId.current = id;
      writeDraft({ values, submissionId: id });
    },
    /** After success: forget the draft and its id, and empty the form. */
    clear() {
      submissionId.current = undefined;
      restoredValues.current = false;
      writeDraft(null);
      setValues(empty);
    },
  };
}
