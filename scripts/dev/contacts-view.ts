// What `npm run contacts` prints for people: the list of requests, the weekly report, an
// erasure's summary. Every value a visitor (or a mail server) wrote goes through cell() or
// escapeControls(), so nothing printed can be a terminal escape sequence; times are on the
// site's clock, the zone named.

import { type Erasure, type ErasurePreview, isUnsent, type OwnerContact } from '../../src/backend/owner-api.ts';
import { type LeadReport, leadSource } from '../../src/lib/lead-report.ts';
import { escapeControls } from '../../src/lib/terminal-text.ts';
import { formatLocalTime } from '../../supabase/functions/_shared/notify/local-time.ts';
import { experimentLines } from './experiment-view.ts';

/** Fits text into one table cell: one line, controls written out, at most `width` characters. */
export function cell(text: string, width: number): string {
  const line = escapeControls(text.replace(/\s+/g, ' ').trim());
  const chars = [...line]; // count emoji as one character, not two
  return (chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : line).padEnd(width);
}

/** Where the owner's e-mail about a request stands, in a few words. */
function notificationState(r: OwnerContact): string {
  const n = r.notification;
  if (!n) return '—';
  if (n.status === 'failed') return 'NOT SENT';
  if (n.status === 'sent') return 'sent';
  return n.attempts > 0 ? `retrying (${n.attempts})` : 'waiting';
}

/** Where a request came from, in one cell: source / campaign, then landing page → form page. */
function origin(r: OwnerContact): string {
  const from = [
    r.utm_source || r.utm_campaign ? [leadSource(r), r.utm_campaign].filter(Boolean).join(' / ') : leadSource(r),
  ];
  const pages = [r.landing_page, r.form_page].filter(Boolean).join(' → ');
  return [...from, pages].filter(Boolean).join(', ');
}

/**
 * The requests as a table: those not e-mailed to the owner first (as listed), with their last
 * error; with `ids`, each request's id under it (what --release takes).
 */
export function contactsTable(rows: OwnerContact[], timeZone: string, { ids = false } = {}): string[] {
  const lines: string[] = [];
  const unsent = rows.filter(isUnsent);
  if (unsent.length > 0) {
    const failed = unsent.filter((r) => r.notification?.status === 'failed').length;
    lines.push(
      `! ${unsent.length} request${unsent.length === 1 ? ' has' : 's have'} not reached the owner's inbox` +
        `${failed ? ` (${failed} given up: answer ${failed === 1 ? 'it' : 'them'} by hand)` : ''}; listed first.`,
      '',
    );
  }
  const widths = { when: 23, state: 13, name: 28, email: 32, phone: 18, origin: 44, message: 60 };
  lines.push(
    `${cell('Received', widths.when)}  ${cell('E-mail', widths.state)}  ${cell('Name', widths.name)}  ` +
      `${cell('Email', widths.email)}  ${cell('Phone', widths.phone)}  ${cell('Came from', widths.origin)}  Message`,
    '-'.repeat(Object.values(widths).reduce((sum, w) => sum + w + 2, -2)),
  );
  for (const r of rows) {
    lines.push(
      `${cell(formatLocalTime(r.created_at, timeZone), widths.when)}  ${cell(notificationState(r), widths.state)}  ` +
        `${cell(`${r.first_name} ${r.last_name}`, widths.name)}  ${cell(r.email, widths.email)}  ` +
        `${cell(r.phone ?? '', widths.phone)}  ${cell(origin(r), widths.origin)}  ${cell(r.message, widths.message).trimEnd()}`,
    );
    if (ids) lines.push(`${' '.repeat(widths.when + 2)}id: ${r.id}`);
    if (isUnsent(r) && r.notification?.last_error) {
      lines.push(`${' '.repeat(widths.when + 2)}last error: ${cell(r.notification.last_error, 120).trimEnd()}`);
    }
  }
  lines.push('', `${rows.length} contact request${rows.length === 1 ? '' : 's'}; times in ${timeZone}.`);
  return lines;
}

export function reportLines(report: LeadReport): string[] {
  const lines = [
    `Leads from ${report.from} to ${formatLocalTime(report.until, report.timeZone)} ` +
      `(weeks start Monday, ${report.timeZone}): ${report.total}`,
    `Requests that did not pass the spam check in those weeks (not counted as leads): ${report.unverified}`,
    '',
  ];
  const table = (title: string, rows: [string, number][], width: number) => {
    lines.push(`${cell(title, width)}  Leads`, '-'.repeat(width + 7));
    for (const [name, leads] of rows) lines.push(`${cell(name, width)}  ${String(leads).padStart(5)}`);
    if (rows.length === 0) lines.push('(none)');
    lines.push('');
  };
  table(
    'Week of',
    report.weeks.map((w) => [w.week, w.leads]),
    12,
  );
  table(
    'Source',
    report.sources.map((s) => [s.source, s.leads]),
    40,
  );
  table(
    'Landing page',
    report.landingPages.map((p) => [p.page, p.leads]),
    60,
  );
  lines.push(...experimentLines(report.experiments));
  return lines;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What an erasure removed, in the owner's words. */
export function erasureLines(
  address: string,
  where: string,
  erasure: Erasure,
  mailboxFiles: string[] | null,
): string[] {
  const r = erasure.removed;
  const total = Object.values(r).reduce((sum, n) => sum + n, 0) + (mailboxFiles?.length ?? 0);
  return [
    `${total === 0 ? 'Nothing was held about' : 'Erased'} ${escapeControls(address)} from ${where}` +
      `${total === 0 ? '' : ':'}`,
    ...(total === 0
      ? []
      : [
          `  ${plural(r.contact_requests, 'contact request')} (with where each came from)`,
          `  ${plural(r.lead_emails, 'lead e-mail')} to the owner, ${plural(r.receipts, 'receipt')}, ${plural(r.lead_alerts, 'alert')} (outbox jobs)`,
          `  ${plural(r.digest_entries ?? 0, 'entry', 'entries')} of the daily digest of unverified requests`,
          `  ${plural(r.newsletter_subscriptions, 'newsletter subscription')}, ${plural(r.newsletter_confirmations, 'confirmation e-mail')}`,
          `  ${plural(r.receipt_records, 'receipt-limit record')}, ${plural(r.anti_spam_records, 'anti-spam record')}`,
          ...(mailboxFiles ? [`  ${plural(mailboxFiles.length, 'e-mail file')} of the local mailbox`] : []),
        ]),
    ...(erasure.spellings.length > 1
      ? [`  (spelled ${erasure.spellings.map((spelling) => escapeControls(spelling)).join(', ')})`]
      : []),
    `Erasure record #${erasure.erasure_id} keeps the date, these counts and a keyed fingerprint of the address (the key stays in the database), not the address.`,
  ];
}

/** What `--erase EMAIL` without `--yes` prints: each stored spelling, and the command that erases. */
export function erasurePreviewLines(address: string, where: string, preview: ErasurePreview): string[] {
  if (preview.spellings.length === 0 && preview.contact_requests === 0 && preview.emails === 0) {
    return [`Nothing is held about ${escapeControls(address)} in ${where}. Nothing was erased.`];
  }
  const bySpelling = new Map<string, string[]>();
  for (const { address: spelling, stored_in } of preview.spellings) {
    bySpelling.set(spelling, [...(bySpelling.get(spelling) ?? []), stored_in]);
  }
  return [
    `In ${where}, the inbox of ${escapeControls(address)} is stored as:`,
    ...[...bySpelling].map(([spelling, places]) => `  ${escapeControls(spelling)}  (${places.join(', ')})`),
    `An erasure removes ${plural(preview.contact_requests, 'contact request')}, ${plural(preview.emails, 'queued or sent e-mail')}, ${plural(preview.newsletter_subscriptions, 'newsletter subscription')} and their anti-spam records.`,
    'Nothing was erased. If every spelling above is the person’s, run again with --yes:',
    `  npm run contacts -- --erase ${escapeControls(address)} --yes`,
  ];
}
