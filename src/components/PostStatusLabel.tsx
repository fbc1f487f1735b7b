import type { EntryStatus } from '../lib/entry-status.ts';

/**
 * An item of an article's meta line that marks it as not live yet (src/lib/entry-status.ts);
 * nothing for a live one.
 */
export function PostStatusLabel({ status }: { status?: EntryStatus }) {
  if (!status) return null;
  return (
    <li>
      <span
        className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-900 ring-1 ring-amber-400"
        data-post-status={status.state}
      >
        {status.label}
      </span>
    </li>
  );
}
