/**
 * The sending domain and the sender's own key at Resend (https://resend.com/docs/api-reference/introduction):
 * base https://api.resend.com (RESEND_API_URL for a stand-in), the owner's full-access API key as Bearer.
 */
import { type Api, baseUrl, call } from './http.ts';
import type { Report } from './log.ts';

export function resendApi(env: NodeJS.ProcessEnv, key: string): Api {
  return {
    name: 'Resend',
    base: baseUrl(env, 'RESEND_API_URL', 'https://api.resend.com'),
    headers: { authorization: `Bearer ${key}`, 'user-agent': 'website-setup' },
  };
}

export interface DnsRecord {
  record?: string;
  name: string;
  type: string;
  value: string;
  ttl?: string | number;
  priority?: number;
  status?: string;
}

export interface Domain {
  id: string;
  name: string;
  status: string;
  records?: DnsRecord[];
}

/** The name of the key the sender sends with: sending access, this domain only. */
export const SENDING_KEY_NAME = 'website notify-leads';

/**
 * The sending domain, added once: GET /domains (https://resend.com/docs/api-reference/domains/list-domains)
 * finds it by name, POST /domains {name} (https://resend.com/docs/api-reference/domains/create-domain)
 * adds it; GET /domains/{id} (https://resend.com/docs/api-reference/domains/get-domain) gives its
 * status and the DNS records to copy.
 */
export async function ensureDomain(api: Api, name: string, report: Report): Promise<Domain> {
  const { data: list } = await call<{ data: Domain[] }>(api, 'GET', '/domains');
  const existing = list.data.find((d) => d.name === name);
  if (existing) report.kept(`sending domain ${name} (${existing.status})`);
  else {
    await call<Domain>(api, 'POST', '/domains', { name });
    report.did(`sending domain ${name} added`);
  }
  const id =
    existing?.id ?? (await call<{ data: Domain[] }>(api, 'GET', '/domains')).data.data.find((d) => d.name === name)?.id;
  if (!id) throw new Error(`Resend does not list ${name} after adding it.`);
  const { data } = await call<Domain>(api, 'GET', `/domains/${id}`);
  return data;
}

/**
 * The key the sender sends with, made once (POST /api-keys with permission sending_access and
 * domain_id, https://resend.com/docs/api-reference/api-keys/create-api-key): its token is shown
 * only when made, so an existing key is kept while the function still holds it
 * (GET /api-keys, https://resend.com/docs/api-reference/api-keys/list-api-keys).
 * Returns the new token, or null when the existing key stays.
 */
export async function sendingKey(api: Api, domainId: string, functionHasKey: boolean, report: Report) {
  const { data } = await call<{ data: { id: string; name: string }[] }>(api, 'GET', '/api-keys');
  if (functionHasKey && data.data.some((k) => k.name === SENDING_KEY_NAME)) {
    report.kept(`sending key "${SENDING_KEY_NAME}" (sending access, this domain only)`);
    return null;
  }
  const { data: made } = await call<{ id: string; token: string }>(api, 'POST', '/api-keys', {
    name: SENDING_KEY_NAME,
    permission: 'sending_access',
    domain_id: domainId,
  });
  report.did(`sending key "${SENDING_KEY_NAME}" made (sending access, this domain only)`);
  return made.token;
}

/** The records as lines to copy into the domain's DNS settings. */
export function recordLines(domain: Domain): string[] {
  return (domain.records ?? []).map((r) => {
    const priority = r.priority === undefined ? '' : ` priority ${r.priority}`;
    return `${r.type.padEnd(5)} ${r.name}  →  ${r.value}${priority}${r.status ? `  (${r.status})` : ''}`;
  });
}
