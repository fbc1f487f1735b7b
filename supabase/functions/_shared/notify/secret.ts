// Comparing a presented secret with the expected one. A byte-by-byte comparison of the raw
// strings leaks, through its timing, how long the secret is; both sides are hashed first, so the
// comparison always runs over two SHA-256 digests of equal length, whatever was presented.

export async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** SHA-256 of the text, in lower-case hex (as PostgreSQL's encode(sha256(…), 'hex') writes it). */
export async function sha256Hex(text: string): Promise<string> {
  return [...(await sha256(text))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares every byte of two equal-length values; refuses values of different lengths. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) throw new RangeError('constantTimeEqual compares values of equal length only');
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** Whether `given` is the secret `expected`, in time independent of both. */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(given), sha256(expected)]);
  return constantTimeEqual(a, b);
}
