// The limits that keep floods of contact requests and spam checks from crowding out real leads
// (site.yaml `limits`, issue 52). The sender writes them into the database at every run
// (public.apply_site_limits); each range here is the database's own (*_flood_limits.sql).
import { z } from 'zod';
import { template } from './common.ts';

const count = (description: string, max: number) => z.number().int().min(1).max(max).describe(description);

export const siteLimitsSchema = z
  .strictObject({
    providerDailyQuota: count(
      'E-mails a day your e-mail plan allows (Resend’s free plan: 100). The site sends no more than this a day: e-mails to you about new requests go first, the rest waits for the next day, and you are told once.',
      10_000_000,
    ),
    handoffsPerDay: count(
      'Leads handed to your CRM a day at most, for the lead webhook and for HubSpot each. More wait for the next day, and you are told once.',
      10_000_000,
    ),
    contactsPerAddressPerHour: count(
      'Contact requests accepted an hour from one visitor’s internet address; more are refused with “try again later”.',
      10_000,
    ),
    contactsPerNetworkPerHour: count(
      'Contact requests accepted an hour from one network (the addresses of one provider’s neighbourhood: an IPv4 /24 or an IPv6 /48).',
      100_000,
    ),
    leadsPerNetworkPerDay: count(
      'Requests from one network a day that are e-mailed to you one by one. Past it they are kept and listed in the daily digest of unverified requests (you can release each), and you are told once that day.',
      1_000_000,
    ),
    humanChecksPerAddressPerHour: count(
      'How often one internet address may fetch or hand in the form’s spam check an hour (a person needs one or two).',
      100_000,
    ),
    humanChecksPerNetworkPerHour: count('The same, for one network (an IPv4 /24 or an IPv6 /48).', 1_000_000),
    busyHumanChecksPer10Minutes: count(
      'Spam checks in 10 minutes above which the site makes each new check harder for a computer to solve (still well under a second and a half on a phone).',
      10_000_000,
    ),
    // Optional: the database's own figures (120 and 1,000) hold while these are left out.
    experimentViewsPerAddressPerHour: count(
      'Page views of an experiment counted an hour from one visitor’s internet address (left out: 120); more are not counted, so nobody can tilt an experiment’s report.',
      1_000_000,
    ).optional(),
    experimentViewsPerNetworkPerHour: count(
      'The same, for one network (an IPv4 /24 or an IPv6 /48; left out: 1,000).',
      10_000_000,
    ).optional(),
    alerts: z
      .strictObject({
        network: template(
          'Your notice when one network reaches its daily number of requests e-mailed to you.',
          { cap: 'the daily number (leadsPerNetworkPerDay)' },
          { max: 500 },
        ),
        quota: template(
          'Your notice when today’s e-mails are used up.',
          { cap: 'the e-mails a day (providerDailyQuota)', waiting: 'how many e-mails wait' },
          { max: 500 },
        ),
        handoffs: template(
          'Your notice when today’s hand-offs to the CRM are used up.',
          { cap: 'the hand-offs a day (handoffsPerDay)', waiting: 'how many wait' },
          { max: 500 },
        ),
      })
      .describe('What you are told, once a day each, when a limit holds requests or e-mails back.'),
  })
  .describe(
    'Limits against floods of contact requests. Each holds per visitor and per network, so one sender cannot use up the day for everyone (docs/lead-path.md, “Limits”).',
  );

export type SiteLimits = z.infer<typeof siteLimitsSchema>;
