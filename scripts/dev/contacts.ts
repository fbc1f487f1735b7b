// `npm run contacts`: the contact requests stored in the local database, those whose e-mail to
// the owner has not gone out (waiting for a retry, or given up) at the top, then newest first.
//
//   npm run contacts                    a table for people
//   npm run contacts -- --json          a JSON array for scripts (each with its notification)
//   npm run contacts -- --limit 20      only the first 20
//
// It opens the database folder through the same lock as `npm start`, so
// while the server runs it refuses (exit code 1) instead of risking data.
import fs from 'node:fs';
import path from 'node:path';
import { isUnsent, listContacts, openDatabase, resolveDataDir, type StoredContact } from '../../src/backend/db.ts';

function parseArgs(argv: string[]): { json: boolean; limit?: number } {
  const json = argv.includes('--json');
  const at = argv.findIndex((a) => a === '--limit' || a.startsWith('--limit='));
  if (at === -1) return { json };
  const raw = argv[at]!.includes('=') ? argv[at]!.split('=')[1] : argv[at + 1];
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1)
    throw new Error(`--limit needs a positive whole number, not "${raw ?? ''}"`);
  return { json, limit };
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

function printTable(rows: StoredContact[]): void {
  const unsent = rows.filter(isUnsent);
  if (unsent.length > 0) {
    const failed = unsent.filter((r) => r.notification?.status === 'failed').length;
    console.log(
      `! ${unsent.length} request${unsent.length === 1 ? ' has' : 's have'} not reached the owner's inbox` +
        `${failed ? ` (${failed} given up: answer ${failed === 1 ? 'it' : 'them'} by hand)` : ''}; listed first.\n`,
    );
  }
  const header = `${'Received (UTC)'.padEnd(17)}  ${cell('E-mail', 13)}  ${cell('Name', 28)}  ${cell('Email', 32)}  ${cell('Phone', 18)}  Message`;
  console.log(header);
  console.log('-'.repeat(17 + 13 + 28 + 32 + 18 + 60 + 5 * 2));
  for (const r of rows) {
    const when = r.created_at.toISOString().slice(0, 16).replace('T', ' ');
    console.log(
      `${when.padEnd(17)}  ${cell(notificationState(r), 13)}  ${cell(`${r.first_name} ${r.last_name}`, 28)}  ` +
        `${cell(r.email, 32)}  ${cell(r.phone ?? '', 18)}  ${cell(r.message, 60).trimEnd()}`,
    );
    if (isUnsent(r) && r.notification?.last_error) {
      console.log(`${' '.repeat(19)}last error: ${cell(r.notification.last_error, 120).trimEnd()}`);
    }
  }
  console.log(`\n${rows.length} contact request${rows.length === 1 ? '' : 's'}.`);
}

async function main(): Promise<void> {
  const { json, limit } = parseArgs(process.argv.slice(2));
  const dataDir = resolveDataDir();
  if (!fs.existsSync(path.join(dataDir, 'pglite'))) {
    // Do not create a database just to report that it is empty.
    if (json) console.log('[]');
    else
      console.log(
        `No local database yet in ${path.join(dataDir, 'pglite')}: start the site with "npm start" and send the form.`,
      );
    return;
  }
  const db = await openDatabase({ dataDir });
  try {
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
