// The human-check Edge Function (Deno): hands out ALTCHA challenges (GET) and verifies solved
// ones (POST), recording each valid one in the database so that the contact request sent with
// it counts as verified, once (supabase/functions/_shared/human-check.ts,
// supabase/migrations/*_human_check.sql). Deployed with --no-verify-jwt: the contact form calls
// it without a user.
//
// Secrets (supabase secrets set …), never in the repository:
//   ALTCHA_HMAC_KEY   signs the challenges: a long random string (openssl rand -hex 32)
//   TURNSTILE_SECRET  optional, for Cloudflare Turnstile instead: the widget's secret key; a
//                     token is verified with Cloudflare's siteverify API
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

const turnstileOptions = () => ({
  secret: env('TURNSTILE_SECRET') ?? '',
  ...(env('TURNSTILE_SITEVERIFY_URL') ? { siteverifyUrl: env('TURNSTILE_SITEVERIFY_URL') } : {}),
});

Deno.serve(async (request) => {
  const url = env('SUPABASE_URL');
  const serviceRoleKey = env('SUPABASE_SERVICE_ROLE_KEY');
  const rpc = url && serviceRoleKey ? restRpc({ url, key: serviceRoleKey }) : null;
  return handleHumanCheck(request, {
    key: env('ALTCHA_HMAC_KEY'),
    ...(env('TURNSTILE_SECRET') ? { turnstile: turnstileOptions() } : {}),
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
