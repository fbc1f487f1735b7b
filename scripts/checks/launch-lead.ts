/**
 * The launch check's test lead, end to end on the live project: solved through the human-check
 * function and inserted through the REST API as the contact form does, seen delivered in the
 * outbox (owner_export's e-mails), then erased with owner_erase. It goes to the leads inbox
 * itself, tagged, so nobody else receives it.
 */
import { randomUUID } from 'node:crypto';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { Finding } from '../../src/lib/launch-settings.ts';
import { HUMAN_CHECK_PATH } from '../../supabase/functions/_shared/human-check.ts';

const problem = (text: string): Finding => ({ level: 'problem', text });

async function humanCheck(project: string): Promise<string> {
  const endpoint = `${project}${HUMAN_CHECK_PATH}`;
  const challenge = (await (await fetch(endpoint, { signal: AbortSignal.timeout(15_000) })).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payload: btoa(JSON.stringify({ challenge, solution })) }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json().catch(() => ({}))) as { signature?: string };
  if (!body.signature) throw new Error(`the human check answered ${response.status} without a signature`);
  return body.signature;
}

/** The owner's functions take the secret key in the apikey header only. */
async function rpc<T>(project: string, secretKey: string, name: string, email: string): Promise<T> {
  const response = await fetch(`${project}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: secretKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

/** The e-mail address of the test lead: the leads inbox with a tag (name+launch-check-…@domain). */
export const testAddress = (leadsTo: string, id: string) => leadsTo.replace('@', `+launch-check-${id.slice(0, 8)}@`);

interface Options {
  project: string;
  publishableKey: string;
  secretKey: string;
  leadsTo: string;
  /** How long to wait for the sender (ms). */
  timeoutMs: number;
  pollMs?: number;
}

export async function testLead(options: Options): Promise<Finding[]> {
  const { project, publishableKey, secretKey } = options;
  const id = randomUUID();
  const email = testAddress(options.leadsTo, id);
  const insert = await fetch(`${project}/rest/v1/contacts`, {
    method: 'POST',
    headers: { apikey: publishableKey, authorization: `Bearer ${publishableKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      id,
      first_name: 'Launch',
      last_name: 'Check',
      email,
      phone: null,
      message: 'A test request sent by the launch check. It is erased once it has been delivered.',
      human_check: await humanCheck(project),
    }),
    signal: AbortSignal.timeout(15_000),
  });
  if (insert.status === 401)
    return [problem(`The project at ${project} refuses VITE_SUPABASE_ANON_KEY: it is not this project's key.`)];
  if (!insert.ok)
    return [problem(`The test lead was refused (${insert.status}): ${(await insert.text()).slice(0, 200)}`)];
  const found: Finding[] = [
    { level: 'ok', text: `The project answers VITE_SUPABASE_ANON_KEY: it is this project's key.` },
  ];
  const deadline = Date.now() + options.timeoutMs;
  let status = 'not queued';
  while (Date.now() < deadline) {
    const exported = await rpc<{ emails: { kind: string; status: string; last_error: string | null }[] }>(
      project,
      secretKey,
      'owner_export',
      email,
    );
    const lead = exported.emails.find((e) => e.kind === 'contact_notification');
    status = lead ? `${lead.status}${lead.last_error ? `: ${lead.last_error}` : ''}` : 'not queued';
    if (lead?.status === 'sent' || lead?.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 2000));
  }
  found.push(
    status === 'sent'
      ? { level: 'ok', text: `A test lead was sent to ${options.leadsTo} and delivered.` }
      : problem(
          `The test lead was not delivered within ${Math.round(options.timeoutMs / 1000)} s (${status}): the health check says why.`,
        ),
  );
  await rpc(project, secretKey, 'owner_erase', email);
  found.push({ level: 'ok', text: 'The test lead was erased again.' });
  return found;
}
