// The state of the leads in the local database, as the database's watchdog rule sees it
// (supabase/migrations/*_lead_watchdog.sql): the running server checks it every minute, warns
// when a lead has waited too long and records it in <DATA_DIR>/lead-status.json, where
// `npm run contacts -- --health` reads it while the server holds the database.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

export interface LeadStatus {
  unsent_leads: number;
  oldest_unsent_minutes: number;
  failed_leads: number;
  /** A lead has waited more than 15 minutes (private.lead_wait_exceeded()). */
  lead_waiting: boolean;
}

/** A recorded status and when it was taken (ISO 8601). */
export type RecordedLeadStatus = LeadStatus & { checked_at: string };

/** How old a recorded status may be before the server that writes it counts as stuck. */
export const STATUS_MAX_AGE_MS = 5 * 60_000;

/** private.lead_delivery_status() and the waiting rule, as the database owner. */
export async function queryLeadStatus(pg: PGlite): Promise<LeadStatus> {
  const { rows } = await pg.query<LeadStatus>(
    `select s.unsent_leads, s.oldest_unsent_minutes, s.failed_leads, private.lead_wait_exceeded() as lead_waiting
       from private.lead_delivery_status() s`,
  );
  return rows[0]!;
}

/** Records the status; written whole, then renamed, so a reader never sees half of it. */
export function writeLeadStatus(file: string, status: LeadStatus, now = new Date()): void {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  fs.writeFileSync(partial, `${JSON.stringify({ ...status, checked_at: now.toISOString() }, null, 2)}\n`);
  fs.renameSync(partial, file);
}

/** What is wrong with the leads, in one sentence, or null when nothing is. */
export function leadStatusProblem(status: LeadStatus): string | null {
  if (!status.lead_waiting) return null;
  return (
    `a contact request has waited ${status.oldest_unsent_minutes} minutes and has not reached the owner's inbox ` +
    `(${status.unsent_leads} unsent, ${status.failed_leads} given up)`
  );
}

/** The recorded status, or why it cannot be trusted (missing, unreadable, or too old). */
export function readLeadStatus(file: string, now = Date.now()): { status: LeadStatus } | { problem: string } {
  let recorded: RecordedLeadStatus;
  try {
    recorded = JSON.parse(fs.readFileSync(file, 'utf8')) as RecordedLeadStatus;
  } catch {
    return { problem: `the running server has recorded no lead status in ${file}` };
  }
  const age = now - Date.parse(recorded.checked_at);
  if (!(age <= STATUS_MAX_AGE_MS)) {
    return {
      problem: `the running server last checked its leads ${Math.round(age / 60_000)} minutes ago: is it stuck?`,
    };
  }
  return { status: recorded };
}
