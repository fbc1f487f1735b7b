// The human check's limits (supabase/migrations/*_flood_limits.sql, public.human_check_gate):
// before a challenge is handed out or a solution verified, the database is asked whether this
// client and its network (an IPv4 /24, an IPv6 /48) may have another one this hour, and whether
// the last minutes were busy, when a challenge costs more. Shared by the human-check Edge
// Function and the local server, which each say who the client is.

/** The database's answer. */
export interface HumanCheckGate {
  allowed: boolean;
  /** Many checks in the last 10 minutes: hand out the dearer challenge. */
  busy?: boolean;
  /** Which limit refused: 'address' or 'network'. */
  limit?: string;
}

/** How long a refused client is asked to wait: the counting window is an hour. */
export const GATE_RETRY_AFTER_SECONDS = 600;

/**
 * The client of an Edge Function as the platform names it, in the order the database reads the
 * REST API's headers (private.client_address): the edge's cf-connecting-ip, x-real-ip, else the
 * first X-Forwarded-For entry; 'unknown' when none is given (all such callers share one bucket).
 */
export function clientAddressOf(headers: Headers): string {
  const first = (value: string | null) => value?.split(',')[0]?.trim() || undefined;
  return (
    first(headers.get('cf-connecting-ip')) ??
    first(headers.get('x-real-ip')) ??
    first(headers.get('x-forwarded-for')) ??
    'unknown'
  ).slice(0, 200);
}
