// The owner's notice that a limit holds something back (kind 'limit_alert',
// supabase/migrations/*_flood_limits.sql): a network past its daily number of leads, the e-mail
// quota or the CRM's hand-offs used up for the day. Once a day each; delivered like the lead
// alerts (the chat webhook, else the second address). It names no visitor and no address.
import { type ComposedJob, escapeChatText, idempotencyKey, type SenderIdentity } from './compose.ts';
import { isSafeAddress, sanitizeBodyText, sanitizeHeaderText } from './headers.ts';
import { fillTemplate } from './template.ts';
import type { ClaimedJob, NotifySettings, SenderLimits } from './types.ts';

type Reason = keyof SenderLimits['alerts'];

/** Plain words for settings written before the limits existed: the notice must still go out. */
const FALLBACK: SenderLimits['alerts'] = {
  network: 'One network has sent {cap} contact requests today; its further requests today wait in the daily digest.',
  quota: "Today's {cap} e-mails are used up: {waiting} e-mail(s) wait for tomorrow, leads first.",
  handoffs: "Today's {cap} hand-offs to the CRM are used up: {waiting} wait for tomorrow.",
};

export function composeLimitAlert(job: ClaimedJob, settings: NotifySettings, sender: SenderIdentity): ComposedJob {
  const payload = (job.payload ?? {}) as Record<string, unknown>;
  const reason: Reason = payload.reason === 'quota' || payload.reason === 'handoffs' ? payload.reason : 'network';
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : '?');
  const words = settings.limits?.alerts ?? FALLBACK;
  const line = sanitizeBodyText(
    fillTemplate(words[reason], { cap: number(payload.cap), waiting: number(payload.waiting) }),
  );
  const recipient = settings.alertRecipient;
  return {
    kind: 'alert',
    text: escapeChatText(line),
    ...(recipient && isSafeAddress(recipient)
      ? {
          message: {
            from: sender.from,
            to: [{ address: recipient }],
            // The notice's first sentence: its words are the owner's (site.yaml), not the code's.
            subject: sanitizeHeaderText(line.split(/(?<=[.:;])\s/)[0] ?? line, 150),
            text: `${line}\n`,
            headers: {},
            idempotencyKey: idempotencyKey(job),
          },
        }
      : {}),
    subject: `limit notice (${reason}) of ${sanitizeHeaderText(String(payload.day ?? ''), 20)}`,
  };
}
