// `npm run contacts`: the contact requests stored in the local database, those whose e-mail to
// the owner has not gone out (waiting for a retry, or given up) at the top, then newest first.
//
//   npm run contacts                    a table for people
//   npm run contacts -- --json          a JSON array for scripts (each with its notification)
//   npm run contacts -- --limit 20      only the first 20
//   npm run contacts -- --report        leads per week, per source and per landing page over
//                                       the last 12 weeks (with --json: as one JSON object)
//   npm run contacts -- --health        exit code 1 and the reason when a lead has waited more
//                                       than 15 minutes to reach the owner's inbox, else 0 (for
//                                       a cron line); works while `npm start` runs, too
//
// It opens the database folder through the same lock as `npm start`, so
// while the server runs it refuses (exit code 1) instead of risking data; --health then reads
// the state the server records every minute.
import fs from 'node:fs';
import path from 'node:path';
import {
  assertDatabaseFree,
  isUnsent,
  listContacts,
  listLeadOrigins,
  openDatabase,
  resolveDataDir,
  type StoredContact,
} from '../../src/backend/db.ts';
import { leadStatusFile } from '../../src/backend/notify/from-env.ts';
import {
  type LeadStatus,
  leadStatusProblem,
  queryLeadStatus,
  readLeadStatus,
} from '../../src/backend/notify/lead-status.ts';
import { type LeadReport, lastWeeks, leadReport, leadSource } from '../../src/lib/lead-report.ts';

/** Weeks the report covers. */
const REPORT_WEEKS = 12;

function parseArgs(argv: string[]): { json: boolean; report: boolean; health: boolean; limit?: number } {
  const json = argv.includes('--json');
  const report = argv.includes('--report');
  const health = argv.includes('--health');
  const at = argv.findIndex((a) => a === '--limit' || a.startsWith('--limit='));
  if (at === -1) return { json, report, health };
  const raw = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`--limit needs a positive whole number, not "${raw ?? ''}"`);
  return { json, report, health, limit };
}

/** Fits text into one table cell: one line, at most `width` characters. */
function cell(text: string, width: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line]; // count emoji as one character, not two
  return (chars.length > width ? `${chars.slice(0, width - 1).join('')}…` : line).padEnd(width);
}

/** Where the owner's e-mail about a request stands, in a few words. */
function notificationState(r: StoredContact): string {
  const n = r.notification;
  if (!n) return '—';
  if (n.status === 'failed') return 'NOT SENT';
  if (n.status === 'sent') return 'sent';
  return n.attempts > 0 ? `retrying (${n.attempts})` : 'waiting';
}

/** Where a request came from, in one cell: source / campaign, then landing page → form page. */
function origin(r: StoredContact): string {
  const from = [
    r.utm_source || r.utm_campaign ? [leadSource(r), r.utm_campaign].filter(Boolean).join(' / ') : leadSource(r),
  ];
  const pages = [r.landing_page, r.form_page].filter(Boolean).join(' → ');
  return [...from, pages].filter(Boolean).join(', ');
}

function printReport(report: LeadReport): void {
  console.log(`Leads from ${report.from} to ${report.until.slice(0, 10)} (weeks start Monday, UTC): ${report.total}\n`);
  const table = (title: string, rows: [string, number][], width: number) => {
    console.log(`${cell(title, width)}  Leads`);
    console.log('-'.repeat(width + 7));
    for (const [name, leads] of rows) console.log(`${cell(name, width)}  ${String(leads).padStart(5)}`);
    if (rows.length === 0) console.log('(none)');
    console.log('');
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
}

function printTable(rows: StoredContact[]): void {
  const unsent = rows.filter(isUnsent);
  if (unsent.length > 0) {
    const failed = unsent.filter((r) => r.notification?.status === 'failed').length;
    console.log(
      `! ${unsent.length} request${unsent.length === 1 ? ' has' : 's have'} not reached the owner's inbox` +
        `${failed ? ` (${failed} given up: answer ${failed === 1 ? 'it' : 'them'} by hand)` : ''}; listed first.\n`,
    );
  }
  const header = `${'Received (UTC)'.padEnd(17)}  ${cell('E-mail', 13)}  ${cell('Name', 28)}  ${cell('Email', 32)}  ${cell('Phone', 18)}  ${cell('Came from', 44)}  Message`;
  console.log(header);
  console.log('-'.repeat(17 + 13 + 28 + 32 + 18 + 44 + 60 + 6 * 2));
  for (const r of rows) {
    const when = r.created_at.toISOString().slice(0, 16).replace('T', ' ');
    console.log(
      `${when.padEnd(17)}  ${cell(notificationState(r), 13)}  ${cell(`${r.first_name} ${r.last_name}`, 28)}  ` +
        `${cell(r.email, 32)}  ${cell(r.phone ?? '', 18)}  ${cell(origin(r), 44)}  ${cell(r.message, 60).trimEnd()}`,
    );
    if (isUnsent(r) && r.notification?.last_error) {
      console.log(`${' '.repeat(19)}last error: ${cell(r.notification.last_error, 120).trimEnd()}`);
    }
  }
  console.log(`\n${rows.length} contact request${rows.length === 1 ? '' : 's'}.`);
}

/** The leads' state: from the database, or, while `npm start` holds it, as the server recorded it. */
async function leadStatus(dataDir: string): Promise<{ status: LeadStatus } | { problem: string }> {
  try {
    assertDatabaseFree(dataDir);
  } catch {
    return readLeadStatus(leadStatusFile(dataDir));
  }
  const db = await openDatabase({ dataDir });
  try {
    return { status: await queryLeadStatus(db.pg) };
  } finally {
    await db.close();
  }
}

/** `--health`: 1 and the reason on stderr when a lead waits too long (or nobody checks), else 0. */
async function health(dataDir: string): Promise<number> {
  if (!fs.existsSync(path.join(dataDir, 'pglite'))) {
    console.log('✓ No local database yet: no lead can be waiting.');
    return 0;
  }
  const result = await leadStatus(dataDir);
  const problem = 'problem' in result ? result.problem : leadStatusProblem(result.status);
  if (problem) {
    console.error(`✗ Leads: ${problem}.`);
    return 1;
  }
  const { status } = result as { status: LeadStatus };
  console.log(
    `✓ Leads: none has waited more than 15 minutes (${status.unsent_leads} unsent, ${status.failed_leads} given up).`,
  );
  return 0;
}

async function main(): Promise<void> {
  const { json, report, health: checkHealth, limit } = parseArgs(process.argv.slice(2));
  const now = new Date();
  const dataDir = resolveDataDir();
  if (checkHealth) {
    process.exitCode = await health(dataDir);
    return;
  }
  if (!fs.existsSync(path.join(dataDir, 'pglite'))) {
    // Do not create a database just to report that it is empty.
    if (report) {
      const empty = leadReport([], now, REPORT_WEEKS);
      if (json) console.log(JSON.stringify(empty, null, 2));
      else printReport(empty);
    } else if (json) console.log('[]');
    else
      console.log(
        `No local database yet in ${path.join(dataDir, 'pglite')}: start the site with "npm start" and send the form.`,
      );
    return;
  }
  const db = await openDatabase({ dataDir });
  try {
    if (report) {
      const since = new Date(`${lastWeeks(now, REPORT_WEEKS)[0]}T00:00:00Z`);
      const result = leadReport(await listLeadOrigins(db, since), now, REPORT_WEEKS);
      if (json) console.log(JSON.stringify(result, null, 2));
      else printReport(result);
      return;
    }
    const rows = await listContacts(db, limit);
    if (json) console.log(JSON.stringify(rows, null, 2));
    else if (rows.length === 0) console.log('No contact requests yet.');
    else printTable(rows);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
