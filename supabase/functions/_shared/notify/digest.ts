// The owner's one e-mail a day about the requests that did not pass the human check
// (supabase/migrations/*_human_check.sql queues it, kind 'unverified_digest', and keeps its
// payload: the day, the count and the first 20). Apart from compose.ts, which renders the other
// e-mails: this one is plain text only, a list the owner scans.
import { z } from 'zod';
import { idempotencyKey, type SenderIdentity, UnsendableJobError } from './compose.ts';
import { sanitizeBodyText, sanitizeHeaderText } from './headers.ts';
import { fillTemplate as fill } from './template.ts';
import type { ClaimedJob, Message, NotifySettings } from './types.ts';

/** The command the owner runs to send one of them as a lead (scripts/dev/contacts.ts). */
export const RELEASE_COMMAND = 'npm run contacts -- --release';

const digestPayload = z.object({
  day: z.string(),
  count: z.int().min(1),
  requests: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), first_line: z.string().catch('') }),
  ),
});

export function composeUnverifiedDigest(
  job: ClaimedJob,
  settings: NotifySettings,
  sender: SenderIdentity,
): { kind: 'email'; message: Message; subject: string } {
  const parsed = digestPayload.safeParse(job.payload);
  if (!parsed.success) throw new UnsendableJobError(`unverified_digest payload is not what the outbox writes`);
  const { day, count, requests } = parsed.data;
  const copy = settings.unverifiedDigest;
  // Every value was typed by whoever posted (mostly scripts): one short line of plain text each.
  const line = (value: string, max: number) => sanitizeHeaderText(value, max);
  const entries = requests.map(
    (r, i) =>
      `${i + 1}. ${line(r.name, 100)} <${line(r.email, 254)}>\n   ${line(r.first_line, 200)}\n   id: ${line(r.id, 40)}`,
  );
  const more = count - requests.length;
  const text = [
    sanitizeBodyText(fill(copy.intro, { count, day: line(day, 10) })),
    '',
    ...entries,
    ...(more > 0 ? ['', fill(copy.more, { more, count })] : []),
    '',
    sanitizeBodyText(fill(copy.release, { command: `${RELEASE_COMMAND} <id>` })),
  ].join('\n');
  return {
    kind: 'email',
    message: {
      from: sender.from,
      to: [{ address: settings.leadRecipient }],
      subject: sanitizeHeaderText(fill(copy.subject, { count }), 200),
      text: `${text.trimEnd()}\n`,
      headers: {},
      idempotencyKey: idempotencyKey(job),
    },
    subject: `${count} unverified request(s) on ${line(day, 10)}`,
  };
}
