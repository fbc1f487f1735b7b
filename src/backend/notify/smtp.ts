// Local delivery through an SMTP server instead of the mailbox folder (SMTP_URL, e.g.
// smtp://user:password@smtp.example.com:587), with nodemailer's SMTP transport.
import nodemailer from 'nodemailer';
import type { Mailer } from '../../../supabase/functions/_shared/notify/types.ts';
import { toNodemailerMail } from './mailbox.ts';

export function createSmtpMailer(url: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      try {
        const info = await transport.sendMail(toNodemailerMail(message));
        return { ok: true, ref: `smtp:${info.messageId}` };
      } catch (error) {
        // SMTP reply codes: 5xx is a permanent refusal of this message, 4xx a passing one;
        // connection problems have no code and are passing too.
        const code = (error as { responseCode?: number }).responseCode;
        return {
          ok: false,
          permanent: typeof code === 'number' && code >= 500 && code < 600,
          error: `SMTP: ${(error as Error).message}`,
        };
      }
    },
    close: () => transport.close(),
  };
}
