// Local delivery: each message becomes one RFC 5322 file, <dir>/<key>.eml, which any mail
// program opens. nodemailer's composer writes the MIME (encoded words for non-ASCII headers,
// quoted-printable bodies, folding), so nothing here hand-builds a header.
import fs from 'node:fs/promises';
import path from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Mailer, Message } from '../../../supabase/functions/_shared/notify/types.ts';

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
export function mailboxFileName(message: Message): string {
  return `${message.idempotencyKey.replace(/[^A-Za-z0-9-]+/g, '-')}.eml`;
}

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
  for (const name of files.filter((f) => f.endsWith('.eml'))) {
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
