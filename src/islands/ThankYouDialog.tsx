/**
 * The modal that thanks the visitor after the contact form was sent: a native <dialog> opened
 * with showModal() (so the page behind is inert), a close icon and a Close button, Escape to
 * close, and focus kept inside while it is open. With a booking page, its link ("Pick a time
 * now") is the first action and takes the focus.
 */
import { type KeyboardEvent, useEffect, useRef } from 'react';

export interface ThankYouCopy {
  title: string;
  text: string;
  close: string;
}

/** The page behind a modal dialog is inert, but Tab could still leave for the browser's own UI. */
function trapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button, [href], input, textarea, select')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** A link offered before Close: the booking page, opened in a new tab so the thanks stay. */
export interface ThankYouAction {
  href: string;
  label: string;
  /** Spoken after the label: "(opens in a new tab)". */
  newTabLabel: string;
}

export function ThankYouDialog({
  open,
  onClose,
  copy,
  action,
}: {
  open: boolean;
  onClose: () => void;
  copy: ThankYouCopy;
  action?: ThankYouAction;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      // The first action may have been rendered just now, without an autofocus attribute for
      // showModal() to find: focus it explicitly.
      el.querySelector<HTMLElement>('[data-first-action]')?.focus();
    }
    if (!open && el.open) el.close();
  }, [open]);

  const close = () => {
    dialog.current?.close(); // now, so that the page is no longer inert when onClose moves focus
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby="thanks-title"
      aria-describedby="thanks-text"
      className="m-auto w-[min(92vw,28rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/60"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onKeyDown={trapFocus}
    >
      <div className="relative p-8 text-center">
        <button
          type="button"
          onClick={close}
          className="absolute top-3 right-3 inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          aria-label={copy.close}
        >
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        <div
          className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700"
          aria-hidden="true"
        >
          {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative, inside an aria-hidden wrapper. */}
          <svg viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth={2.5}>
            <path d="M5 12l4 4 10-10" />
          </svg>
        </div>
        <h2 id="thanks-title" className="mt-4 text-2xl font-bold text-ink">
          {copy.title}
        </h2>
        <p id="thanks-text" className="mt-2 text-slate-600">
          {copy.text}
        </p>
        {/* A modal dialog moves focus inside on opening: to its first action. */}
        <div className="mt-6 flex flex-col items-center gap-3">
          {action ? (
            <a href={action.href} target="_blank" rel="noopener noreferrer" className="btn-primary" data-first-action>
              {action.label}
              <span className="sr-only"> {action.newTabLabel}</span>
            </a>
          ) : null}
          <button
            type="button"
            onClick={close}
            className={action ? 'btn-secondary' : 'btn-primary'}
            data-first-action={action ? undefined : true}
          >
            {copy.close}
          </button>
        </div>
      </div>
    </dialog>
  );
}
