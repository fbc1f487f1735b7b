// `npm run contacts`: the owner's view of the stored contact requests, and the answers to privacy
// requests. It works on the local database (.data, or DATA_DIR), also while `npm start` runs
// (through that server), and on the production project when SUPABASE_URL and
// SUPABASE_SECRET_KEY (sb_secret_…; or the legacy SUPABASE_SERVICE_ROLE_KEY) are set: always
// through the REST API with that key,
// calling the database's owner functions (src/backend/owner-target.ts, owner-api.ts).
//
//   npm run contacts                    the requests, those whose e-mail to the owner has not gone
//                                       out (waiting for a retry, or given up) first, then newest
//   npm run contacts -- --json          as a JSON array for scripts (each with its notification)
//   npm run contacts -- --limit 20      only the first 20
//   npm run contacts -- --unverified    the requests that did not pass the spam check (the human
//                                       check): stored, never e-mailed one by one, listed apart
//   npm run contacts -- --release ID    send one of those to the owner as a normal lead
//   npm run contacts -- --report        leads per week, per source and per landing page over the
//                                       last 12 weeks, and each experiment's variants: views,
//                                       leads, conversion rate and the verdict (with --json: as
//                                       one JSON object)
//   npm run contacts -- --health        exit code 1 and the reason when a lead has waited more
//                                       than 15 minutes to reach the owner's inbox, else 0 (for
//                                       a cron line)
//   npm run contacts -- --export EMAIL  everything held about EMAIL, as JSON (an access request)
//   npm run contacts -- --erase EMAIL   list every stored spelling of EMAIL's inbox and what an
//                                       erasure would remove; erases nothing
//   npm run contacts -- --erase EMAIL --yes   delete all of it (a deletion request)
//
// The tool itself, as one function of its arguments and environment that returns its exit code;
// scripts/dev/contacts.ts runs it as the command, and the tests call it as that command would.
//
// Before it answers, the tool runs the retention housekeeping (the database's, and locally the
// mailbox's), so that nothing past its period is listed or exported, also while no server runs.
//
// Times are on the site's clock (site.yaml's timeZone). What visitors wrote is printed with its
// control characters written out (src/lib/terminal-text.ts). An unknown option is refused with
// the list above (exit code 2).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveDataDir } from '../../src/backend/db.ts';
import { leadStatusFile, mailboxDir } from '../../src/backend/notify/from-env.ts';
import { type LeadStatus, leadStatusProblem, readLeadStatus } from '../../src/backend/notify/lead-status.ts';
import { KEEP_SENT_DAYS, messagesAbout, pruneMailbox } from '../../src/backend/notify/mailbox.ts';
import { ownerApi } from '../../src/backend/owner-api.ts';
import { type OwnerTarget, ownerTarget, UsageError } from '../../src/backend/owner-target.ts';
import { siteOptions } from '../../src/content/options.ts';
import { siteTimeZone } from '../../src/content/site-time-zone.ts';
import { leadReport, reportWindowStart } from '../../src/lib/lead-report.ts';
import { escapeControls } from '../../src/lib/terminal-text.ts';
import { contactsTable, erasureLines, erasurePreviewLines, reportLines } from './contacts-view.ts';

/** Weeks the report covers. */
const REPORT_WEEKS = 12;

/** The options, as node:util's parseArgs reads them, and how the usage text explains them. */
const OPTIONS = {
  json: { type: 'boolean' },
  limit: { type: 'string' },
  unverified: { type: 'boolean' },
  release: { type: 'string' },
  report: { type: 'boolean' },
  health: { type: 'boolean' },
  export: { type: 'string' },
  erase: { type: 'string' },
  yes: { type: 'boolean' },
  help: { type: 'boolean' },
} as const;

const USAGE = `Usage: npm run contacts [-- OPTION]   the contact requests, unsent first, then newest first
  --json           as JSON for scripts (also with --report and --erase)
  --limit N        only the first N requests
  --unverified     the requests that did not pass the spam check, listed apart
  --release ID     send one of those to you as a normal lead (its e-mail; no receipt)
  --report         leads per week, per source and per landing page, last 12 weeks,
                   and each experiment's variants with the verdict
  --health         exit 1 with the reason when a lead has waited over 15 minutes (for cron)
  --export EMAIL   everything held about EMAIL, as JSON (an access or export request)
  --erase EMAIL    list every stored spelling of EMAIL's inbox and what would be deleted
  --erase EMAIL --yes   delete all of it (a deletion request)
  --help           this list
On the local data (DATA_DIR, else .data; also while npm start runs), or on the production project
when SUPABASE_URL and SUPABASE_SECRET_KEY (or the legacy SUPABASE_SERVICE_ROLE_KEY) are set.`;

type Command =
  | { kind: 'list'; json: boolean; limit?: number; unverified: boolean }
  | { kind: 'release'; id: string }
  | { kind: 'report'; json: boolean }
  | { kind: 'health' }
  | { kind: 'export'; email: string }
  | { kind: 'erase'; email: string; json: boolean; confirmed: boolean }
  | { kind: 'help' };

function parseOptions(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    // Node's own words name the option ("Unknown option '--expotr'"); the list follows.
    throw new UsageError(escapeControls((error as Error).message));
  }
}

function parseCommand(argv: string[]): Command {
  const values = parseOptions(argv);
  const modes = (['report', 'health', 'export', 'erase', 'release', 'help'] as const).filter(
    (m) => values[m] !== undefined,
  );
  if (modes.length > 1) throw new UsageError(`Choose one of --${modes.join(', --')}.`);
  for (const option of ['export', 'erase'] as const) {
    const email = values[option];
    if (email !== undefined && !/^[^@\s]+@[^@\s]+$/.test(email.trim())) {
      throw new UsageError(`--${option} needs an e-mail address, not "${escapeControls(email)}"`);
    }
  }
  const json = values.json ?? false;
  if (values.help) return { kind: 'help' };
  if (values.health) return { kind: 'health' };
  if (values.report) return { kind: 'report', json };
  if (values.export !== undefined) return { kind: 'export', email: values.export.trim() };
  if (values.yes && values.erase === undefined) throw new UsageError('--yes confirms an --erase EMAIL.');
  if (values.erase !== undefined) return { kind: 'erase', email: values.erase.trim(), json, confirmed: !!values.yes };
  if (values.release !== undefined) {
    const id = values.release.trim().toLowerCase();
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id))
      throw new UsageError(
        `--release needs the id of a request (as --unverified lists it), not "${escapeControls(id)}"`,
      );
    return { kind: 'release', id };
  }
  const unverified = values.unverified ?? false;
  if (values.limit === undefined) return { kind: 'list', json, unverified };
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`--limit needs a positive whole number, not "${escapeControls(values.limit)}"`);
  }
  return { kind: 'list', json, limit, unverified };
}

/** Where the tool writes: one call per block of text, as console.log and console.error would. */
export interface ToolOutput {
  out(text: string): void;
  err(text: string): void;
}

/** The tool's three ways of printing, each with every control character a visitor could have written escaped. */
function printer(io: ToolOutput) {
  const print = (text: string) => io.out(text.split('\n').map(escapeControls).join('\n'));
  return {
    print,
    printLines: (lines: string[]) => io.out(lines.join('\n')), // cells are escaped already
    printJson: (value: unknown) => print(JSON.stringify(value, null, 2)),
    err: io.err,
  };
}
type Printer = ReturnType<typeof printer>;

/** The answer when there is no local database yet: an empty one's, without creating it. */
function withoutDatabase(command: Command, dataDir: string, timeZone: string, p: Printer): void {
  const { print, printJson, printLines } = p;
  const folder = path.join(dataDir, 'pglite');
  if (command.kind === 'health') print('✓ No local database yet: no lead can be waiting.');
  else if (command.kind === 'report') {
    const empty = leadReport([], new Date(), REPORT_WEEKS, timeZone);
    if (command.json) printJson(empty);
    else printLines(reportLines(empty));
  } else if (command.kind === 'list' && command.json) print('[]');
  else if (command.kind === 'list') {
    print(`No local database yet in ${folder}: start the site with "npm start" and send the form.`);
  } else print(`No local database yet in ${folder}: nothing is held about anyone.`);
}

/** `--health`: 1 and the reason on stderr when a lead waits too long (or nobody checks), else 0. */
async function health(target: OwnerTarget, { print, err }: Printer): Promise<number> {
  const status: LeadStatus = await ownerApi(target).leadStatus();
  // While `npm start` holds the database, its own check of the leads must be running too.
  const recorded = target.throughServer && target.dataDir ? readLeadStatus(leadStatusFile(target.dataDir)) : {};
  const problem = ('problem' in recorded ? recorded.problem : null) ?? leadStatusProblem(status);
  if (problem) {
    err(`✗ Leads: ${problem}.`);
    return 1;
  }
  print(
    `✓ Leads: none has waited more than 15 minutes (${status.unsent_leads} unsent, ${status.failed_leads} given up).`,
  );
  return 0;
}

/** `--export`: one JSON object; locally also the mailbox's e-mails about the address. */
async function exportAddress(target: OwnerTarget, email: string, { printJson }: Printer): Promise<void> {
  const held = await ownerApi(target).exportAddress(email);
  const jobs = held.emails.map((e) => ({ id: e.id, created_at: e.queued_at }));
  const mailbox = target.dataDir ? await messagesAbout(mailboxDir(target.dataDir), held.address, jobs) : null;
  // In the order a person reads it: who, when, from where, then what is held.
  printJson({
    address: held.address,
    exported_at: held.exported_at,
    source: target.label,
    contact_requests: held.contact_requests,
    newsletter: held.newsletter,
    emails: held.emails,
    spellings: held.spellings,
    receipt_limit: held.receipt_limit,
    anti_spam_records: held.anti_spam_records,
    ...(mailbox ? { local_mailbox_files: mailbox.map((file) => path.basename(file)) } : {}),
  });
}

/** `--erase` without `--yes`: what would be erased, every spelling named; nothing changes. */
async function previewErasure(target: OwnerTarget, email: string, json: boolean, p: Printer): Promise<void> {
  const preview = await ownerApi(target).erasePreview(email);
  if (json) p.printJson({ erased: false, ...preview });
  else p.printLines(erasurePreviewLines(email, target.label, preview));
}

/** `--erase --yes`: the database's erasure, then locally the mailbox's e-mails about the address. */
async function erase(target: OwnerTarget, email: string, json: boolean, p: Printer): Promise<void> {
  const dir = target.dataDir ? mailboxDir(target.dataDir) : null;
  // Found before the erasure: the jobs that name them are gone after it.
  const spellings = dir ? (await ownerApi(target).erasePreview(email)).spellings.map((s) => s.address) : [];
  const before = dir ? (await Promise.all([email, ...spellings].map((a) => messagesAbout(dir, a, [])))).flat() : [];
  const erasure = await ownerApi(target).erase(email);
  const after = dir
    ? (await Promise.all([email, ...erasure.spellings].map((a) => messagesAbout(dir, a, erasure.jobs)))).flat()
    : [];
  const files = dir ? [...new Set([...before, ...after])] : null;
  for (const file of files ?? []) fs.rmSync(file, { force: true });
  if (json) p.printJson({ ...erasure, ...(files ? { local_mailbox_files: files.length } : {}) });
  else p.printLines(erasureLines(email, target.label, erasure, files));
}

/** The retention housekeeping, as `npm start` runs it hourly: nothing past its period is shown. */
async function housekeeping(target: OwnerTarget): Promise<void> {
  await ownerApi(target).housekeeping();
  if (target.dataDir) await pruneMailbox(mailboxDir(target.dataDir), KEEP_SENT_DAYS);
}

/** `--release`: an unverified request sent to the owner as a lead. */
async function release(target: OwnerTarget, id: string, { print, err }: Printer): Promise<number> {
  const outcome = await ownerApi(target).release(id);
  if (outcome.released) {
    print(`✓ Request ${id} released: its e-mail to you is queued as for any lead (no receipt to the sender).`);
    return 0;
  }
  err(
    outcome.status === null
      ? `✗ No request ${id} in ${target.label}.`
      : `✗ Request ${id} is ${outcome.status}, not unverified: nothing to release.`,
  );
  return 1;
}

/**
 * The list: the leads (verified, or released by the owner), or with --unverified the requests
 * that did not pass the spam check. Preview requests (from a preview build) are in neither.
 */
async function list(
  target: OwnerTarget,
  command: Extract<Command, { kind: 'list' }>,
  timeZone: string,
  { print, printJson, printLines }: Printer,
): Promise<void> {
  const all = await ownerApi(target).contacts();
  const unverified = all.filter((c) => c.check_status === 'unverified');
  const leads = all.filter((c) => c.check_status !== 'unverified' && c.check_status !== 'preview');
  const rows = (command.unverified ? unverified : leads).slice(0, command.limit);
  if (command.json) {
    printJson(rows);
    return;
  }
  if (rows.length === 0)
    print(
      command.unverified ? `No unverified requests in ${target.label}.` : `No contact requests yet in ${target.label}.`,
    );
  else printLines(contactsTable(rows, timeZone, { ids: command.unverified }));
  if (command.unverified && rows.length)
    print(`\nSend one to yourself as a lead with: npm run contacts -- --release <id>`);
  if (!command.unverified && unverified.length)
    print(`\n${unverified.length} more did not pass the spam check: npm run contacts -- --unverified`);
}

/** The command run on its target; its exit code. */
async function run(
  command: Exclude<Command, { kind: 'help' }>,
  target: OwnerTarget,
  timeZone: string,
  p: Printer,
): Promise<number> {
  const api = ownerApi(target);
  switch (command.kind) {
    case 'health':
      return health(target, p);
    case 'export':
      await exportAddress(target, command.email, p);
      break;
    case 'erase':
      await (command.confirmed
        ? erase(target, command.email, command.json, p)
        : previewErasure(target, command.email, command.json, p));
      break;
    case 'report': {
      const now = new Date();
      const since = reportWindowStart(now, REPORT_WEEKS, timeZone);
      const [leads, views] = await Promise.all([api.leadOrigins(since), api.experimentViews(since)]);
      const report = leadReport(leads, now, REPORT_WEEKS, timeZone, views);
      if (command.json) p.printJson(report);
      else p.printLines(reportLines(report));
      break;
    }
    case 'release':
      return release(target, command.id, p);
    case 'list':
      await list(target, command, timeZone, p);
  }
  return 0;
}

/**
 * `npm run contacts` with these arguments in this environment: 0 when it answered, 1 when it
 * could not (the reason on `err`), 2 when it was called wrongly (the reason and the options).
 */
export async function contactsTool(argv: string[], env: NodeJS.ProcessEnv, io: ToolOutput): Promise<number> {
  const p = printer(io);
  try {
    const command = parseCommand(argv);
    if (command.kind === 'help') {
      p.print(USAGE);
      return 0;
    }
    // The site's clock from the content this environment names, as for every other setting.
    const timeZone = siteTimeZone({ contentDir: siteOptions({}, env).contentDir });
    const dataDir = resolveDataDir(env);
    const target = await ownerTarget(env, dataDir);
    if (!target) {
      withoutDatabase(command, dataDir, timeZone, p);
      return 0;
    }
    try {
      await housekeeping(target);
      return await run(command, target, timeZone, p);
    } finally {
      await target.close();
    }
  } catch (error: unknown) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    io.err(escapeControls(error instanceof Error ? error.message : String(error)));
    return 1;
  }
}
