/**
 * The one HTTP client of `npm run setup` and `npm run launch-check -- --live`: JSON in and out,
 * a provider's base address that an environment variable can point at a stand-in (the tests
 * serve each provider on 127.0.0.1), and errors that name the provider and the call, never a
 * header (the tokens travel there).
 */

export interface Api {
  /** The provider's name, for messages: "Supabase", "GitHub", "Netlify", "Resend". */
  name: string;
  /** Base address without a trailing slash, e.g. https://api.supabase.com. */
  base: string;
  headers: Record<string, string>;
}

export class ApiError extends Error {
  status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

export interface Answer<T> {
  status: number;
  data: T;
}

export interface CallOptions {
  /** Statuses that are answers rather than failures (404: "not there yet"). */
  accept?: number[];
  /** A multipart body instead of JSON. */
  form?: FormData;
}

export async function call<T = unknown>(
  api: Api,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...api.headers };
  let payload: BodyInit | undefined;
  if (options.form) payload = options.form;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(`${api.base}${path}`, {
      method,
      headers,
      body: payload,
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    const why =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new ApiError(`${api.name} did not answer ${method} ${path.split('?')[0]}: ${why}`, 0);
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (response.ok || options.accept?.includes(response.status)) return { status: response.status, data: data as T };
  const detail = typeof data === 'object' && data ? ((data as { message?: string }).message ?? text) : text;
  throw new ApiError(
    `${api.name} answered ${response.status} to ${method} ${path.split('?')[0]}: ${String(detail).slice(0, 300)}`,
    response.status,
  );
}

/** A base address from the environment (a stand-in), else the provider's own. */
export function baseUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  return (env[name] || fallback).replace(/\/+$/, '');
}
