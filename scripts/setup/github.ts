/**
 * The repository's Actions secrets and variables through GitHub's REST API: base
 * https://api.github.com (GITHUB_API_URL for a stand-in or GitHub Enterprise), a token with the
 * repository's "Secrets" and "Variables" write permission.
 */
import sodium from 'libsodium-wrappers';
import { type Api, baseUrl, call } from './http.ts';
import type { Report } from './log.ts';

export function githubApi(env: NodeJS.ProcessEnv, token: string): Api {
  return {
    name: 'GitHub',
    base: baseUrl(env, 'GITHUB_API_URL', 'https://api.github.com'),
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/vnd.github+json',
      'x-github-api-version': '2022-11-28',
      'user-agent': 'website-setup',
    },
  };
}

/**
 * A secret as GitHub takes it: a libsodium sealed box to the repository's public key, in base64
 * (https://docs.github.com/en/rest/guides/encrypting-secrets-for-the-rest-api).
 */
export async function sealSecret(publicKey: string, value: string): Promise<string> {
  await sodium.ready;
  const key = sodium.from_base64(publicKey, sodium.base64_variants.ORIGINAL);
  return sodium.to_base64(sodium.crypto_box_seal(sodium.from_string(value), key), sodium.base64_variants.ORIGINAL);
}

export interface GithubSecret {
  name: string;
  value: string;
  /** Set even where it exists: its value is new in this run (GitHub never shows a secret's value). */
  replace?: boolean;
}

/**
 * Actions secrets (https://docs.github.com/en/rest/actions/secrets): GET …/actions/secrets/{name}
 * answers 404 until it exists; PUT with encrypted_value and key_id (from GET
 * …/actions/secrets/public-key) sets it.
 */
export async function ensureSecrets(api: Api, repo: string, secrets: GithubSecret[], report: Report) {
  let publicKey: { key_id: string; key: string } | null = null;
  for (const secret of secrets) {
    const path = `/repos/${repo}/actions/secrets/${secret.name}`;
    const found = await call(api, 'GET', path, undefined, { accept: [404] });
    if (found.status === 200 && !secret.replace) {
      report.kept(`repository secret ${secret.name}`);
      continue;
    }
    publicKey ??= (await call<{ key_id: string; key: string }>(api, 'GET', `/repos/${repo}/actions/secrets/public-key`))
      .data;
    const encrypted_value = await sealSecret(publicKey.key, secret.value);
    await call(api, 'PUT', path, { encrypted_value, key_id: publicKey.key_id });
    report.did(`repository secret ${secret.name} ${found.status === 200 ? 'replaced' : 'set'}`);
  }
}

/**
 * Actions variables (https://docs.github.com/en/rest/actions/variables): GET …/actions/variables/{name}
 * gives the value to compare; POST …/actions/variables makes one, PATCH …/{name} changes it.
 */
export async function ensureVariables(api: Api, repo: string, variables: Record<string, string>, report: Report) {
  for (const [name, value] of Object.entries(variables)) {
    const path = `/repos/${repo}/actions/variables/${name}`;
    const found = await call<{ value: string }>(api, 'GET', path, undefined, { accept: [404] });
    if (found.status === 200 && found.data.value === value) {
      report.kept(`repository variable ${name} = ${value}`);
    } else if (found.status === 200) {
      await call(api, 'PATCH', path, { name, value });
      report.did(`repository variable ${name} = ${value} (was ${found.data.value})`);
    } else {
      await call(api, 'POST', `/repos/${repo}/actions/variables`, { name, value });
      report.did(`repository variable ${name} = ${value}`);
    }
  }
}
