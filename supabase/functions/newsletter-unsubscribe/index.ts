// The newsletter-unsubscribe Edge Function (Deno): the one-click address (RFC 8058) in the
// List-Unsubscribe header of every newsletter e-mail. A mail program POSTs
// "List-Unsubscribe=One-Click" to ?token=<unsubscribe token>; the function removes the address
// through public.unsubscribe_newsletter with the anon key, exactly what the site's unsubscribe
// page does, so it has no right a visitor lacks. A GET leads to that page instead.
//
// Deploy with --no-verify-jwt (mail programs send no JWT). SUPABASE_URL and the publishable key
// (SUPABASE_PUBLISHABLE_KEYS, or the legacy SUPABASE_ANON_KEY) are provided by the platform; the page's address comes from settings.json (`npm run
// notify:settings`, shared with notify-leads).

import { restRpc } from '../_shared/notify/rest-store.ts';
import { publicKey } from '../_shared/notify/supabase-keys.ts';
import { handleOneClickUnsubscribe } from '../_shared/notify/unsubscribe.ts';
import settings from '../notify-leads/settings.json' with { type: 'json' };

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

const rpc = restRpc({
  url: Deno.env.get('SUPABASE_URL') ?? '',
  key: publicKey((name) => Deno.env.get(name))?.key ?? '',
});

Deno.serve((request) =>
  handleOneClickUnsubscribe(request, {
    pageUrl: `${settings.siteUrl}${settings.unsubscribePath}`,
    unsubscribe: (token) => rpc<boolean>('unsubscribe_newsletter', { token }),
  }),
);
