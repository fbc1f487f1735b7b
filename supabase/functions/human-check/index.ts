// The human-check Edge Function (Deno): hands out ALTCHA challenges (GET) and verifies solved
// ones (POST), recording each valid one in the database so that the contact request sent with
// it counts as verified, once (supabase/functions/_shared/human-check.ts,
// supabase/migrations/*_human_check.sql). Deployed with --no-verify-jwt: the contact form calls
// it without a user.
//
// Secrets (supabase secrets set …), never in the repository:
//   ALTCHA_HMAC_KEY   signs the challenges: a long random string (openssl rand -hex 32)
//   TURNSTILE_SECRET  optional, for Cloudflare Turnstile instead: the widget's secret key; a
//                     token is verified with Cloudflare's siteverify API, and must have been
//                     solved on the host of SITE_URL by the form's widget. While it is set,
//                     ALTCHA challenges and solutions are refused.
//   SITE_URL          the site's address, as on the host (the secret notify-leads has too);
//                     needed with TURNSTILE_SECRET
//   TURNSTILE_SITEVERIFY_URL  optional: another siteverify address (tests use a stand-in)
// SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are provided by the platform.
import { handleHumanCheck } from '../_shared/human-check.ts';
import { clientAddressOf, type HumanCheckGate } from '../_shared/human-check-gate.ts';
import { restRpc } from '../_shared/notify/rest-store.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): unknown;
};

const env = (name: string) => Deno.env.get(name) || undefined;

/** The site's own host, from its address (SITE_URL): Turnstile tokens must have been solved there. */
function siteHost(): string | undefined {
  try {
    return new URL(env('SITE_URL') ?? '').hostname || undefined;
  } catch {
    return undefined;
  }
}

// Without the site's address no token can be matched to it: an empty host matches none, so every
// token is refused (and logged) rather than one solved anywhere accepted.
const turnstileOptions = () => ({
  secret: env('TURNSTILE_SECRET') ?? '',
  hostname: siteHost() ?? '',
  ...(env('TURNSTILE_SITEVERIFY_URL') ? { siteverifyUrl: env('TURNSTILE_SITEVERIFY_URL') } : {}),
});

Deno.serve(async (request) => {
  const url = env('SUPABASE_URL');
  const serviceRoleKey = env('SUPABASE_SERVICE_ROLE_KEY');
  const rpc = url && serviceRoleKey ? restRpc({ url, key: serviceRoleKey }) : null;
  return handleHumanCheck(request, {
    key: env('ALTCHA_HMAC_KEY'),
    ...(env('TURNSTILE_SECRET') ? { turnstile: turnstileOptions(), remoteIp: clientAddressOf(request.headers) } : {}),
    record: async (signature, expiresAt) => {
      if (!rpc) throw new Error('SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set');
      return rpc<boolean>('record_human_check', { signature, expires_at: expiresAt });
    },
    // Per client and per network, as the platform names the caller (docs/crm.md, "Limits").
    gate: async () => {
      if (!rpc) throw new Error('SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY is not set');
      return rpc<HumanCheckGate>('human_check_gate', { client_address: clientAddressOf(request.headers) });
    },
    log: (line) => console.error(line),
  });
});
