/** `content/redirects.yaml`: old addresses that lead on to a page, and addresses removed on purpose. */
import { z } from 'zod';
import { redirectIssues } from '../redirect-hosts.ts';
import { itemNames } from './common.ts';

/** An address of this site as people type it after the domain: `/blog/old-post`, or `/old-folder/*`. */
const oldAddress = (description: string) =>
  z
    .string()
    .trim()
    .regex(/^\/[A-Za-z0-9._~%/-]*(\/\*)?$/, {
      message:
        'must be an address of this site after the domain, starting with "/", e.g. /blog/old-post (no spaces, no ? or #; /folder/* for a whole folder).',
    })
    .refine((v) => v === '/' || !v.endsWith('/'), {
      message: 'must not end with "/": write /old-page, not /old-page/.',
    })
    .describe(description);

const redirect = z
  .strictObject({
    from: oldAddress(
      'The old address, after the domain: /blog/old-post. It must not be a page the site still has. End it with /* to send a whole folder (/old-blog/*).',
    ),
    to: z
      .string()
      .trim()
      .regex(/^(\/[^\s]*|https:\/\/[^\s/]+\.[^\s]*)$/, {
        message: 'must be a page of this site (starting with "/", e.g. /services) or a full https:// address.',
      })
      .describe(
        'Where visitors of the old address land: a page of this site (/blog/new-post) or a full https:// address. For a folder (/old/*), :splat stands for the rest of the address (/new/:splat).',
      ),
    status: z
      .literal([301, 302])
      .optional()
      .describe(
        "301 (the default): moved for good; search engines move the old page's standing to the new one. 302: for a while only, e.g. a campaign that will come back.",
      ),
  })
  .describe('An old address and the page it now leads to.')
  .register(itemNames, { noun: 'redirect', title: 'from' });

export const redirectsSchema = z
  .strictObject({
    redirects: z
      .array(redirect)
      .default([])
      .describe(
        'Old addresses that lead on to another page. Add one whenever a page is renamed, moved or replaced, so that links others hold keep working.',
      ),
    gone: z
      .array(oldAddress('An address removed on purpose, after the domain: /blog/old-post.'))
      .default([])
      .describe(
        'Addresses of pages removed on purpose, with nothing to replace them: they answer "gone" (410), and search engines drop them quickly.',
      ),
  })
  .superRefine((file, ctx) => {
    for (const issue of redirectIssues(file))
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: file });
  })
  .describe('Redirects: old addresses of the site and where they now lead.');
