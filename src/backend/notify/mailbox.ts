// Local delivery: each message becomes one RFC 5322 file, <dir>/<key>.eml, which any mail
// program opens. nodemailer's composer writes the MIME (encoded words for non-ASCII headers,
// quoted-printable bodies, folding), so nothing here hand-builds a header.
import fs from 'node:fs/promises';
import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import { idempotencyKey } from '../../../supabase/functions/_shared/notify/compose.ts';
import type { ClaimedJob, Mailer, Message } from '../../../supabase/functions/_shared/notify/types.ts';

/** The options nodemailer takes, from our message (shared by the mailbox and SMTP). */
export function toNodemailerMail(message: Message) {
  return {
    from: message.from,
    to: message.to,
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    headers: message.headers,
  };
}

/** A file name for a message: the idempotency key, so a repeated send rewrites nothing. */
export function mailboxFileName(message: Pick<Message, 'idempotencyKey'>): string {
  return `${message.idempotencyKey.replace(/[^A-Za-z0-9-]+/g, '-')}.eml`;
}

/** Whether a file of the mailbox folder is a delivered message (not one still being written). */
export const isMailboxMessage = (name: string): boolean => name.endsWith('.eml');

export function createMailboxMailer(dir: string): Mailer {
  return {
    async send(message) {
      const file = path.join(dir, mailboxFileName(message));
      try {
        await fs.access(file);
        return { ok: true, ref: file }; // this very message was delivered before
      } catch {
        /* not there yet */
      }
      try {
        const eml = await new MailComposer(toNodemailerMail(message)).compile().build();
        await fs.mkdir(dir, { recursive: true });
        // Written whole, then renamed: a reader never sees half a message.
        const partial = path.join(dir, `.${path.basename(file)}.${process.pid}.partial`);
        await fs.writeFile(partial, eml);
        await fs.rename(partial, file);
        return { ok: true, ref: file };
      } catch (error) {
        return { ok: false, permanent: false, error: `mailbox write failed: ${(error as Error).message}` };
      }
    },
  };
}

/** Days the outbox keeps sent and failed jobs (private.outbox_housekeeping); the mailbox too. */
export const KEEP_SENT_DAYS = 90;

/** Removes the messages older than `days` (by the time they were written). */
export async function pruneMailbox(dir: string, days: number, now = Date.now()): Promise<number> {
  let files: string[];
  try {
    files = await fs.readdir(dir);
  } catch {
    return 0; // nothing delivered yet
  }
  let removed = 0;
  for (const name of files.filter(isMailboxMessage)) {
    const file = path.join(dir, name);
    try {
      if (now - (await fs.stat(file)).mtimeMs > days * 86_400_000) {
        await fs.rm(file, { force: true });
        removed++;
      }
    } catch {
      /* removed meanwhile */
    }
  }
  return removed;
}

/**
 * The messages of the mailbox about one address (for the owner's export and erasure): those of
 * its outbox jobs, found by name (the jobs' ids and moments), and any other sent to the address
 * or answering to it (To, Cc, Reply-To), such as one whose job was purged already. A message to
 * the owner that merely mentions the address in another person's words is that person's.
 */
export async function messagesAbout(
  dir: string,
  address: string,
  jobs: Pick<ClaimedJob, 'id' | 'created_at'>[],
): Promise<string[]> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter(isMailboxMessage).sort();
  } catch {
    return []; // nothing delivered yet
  }
  const ofJobs = new Set(jobs.map((job) => mailboxFileName({ idempotencyKey: idempotencyKey(job) })));
  const found: string[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    if (ofJobs.has(name) || addressedTo(await fs.readFile(file, 'utf8'), address)) found.push(file);
  }
  return found;
}

/** Whether a message's To, Cc or Reply-To names the address (as a whole address, any case). */
function addressedTo(eml: string, address: string): boolean {
  const escaped = address
    .trim()
    .toLowerCase()
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const whole = new RegExp(`(^|[\\s<,:])${escaped}($|[\\s>,])`);
  const head = eml.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return head.split(/\r?\n/).some((line) => /^(to|cc|reply-to):/i.test(line) && whole.test(line.toLowerCase()));
}
