// Comparing a presented secret with the expected one. A byte-by-byte comparison of the raw
// strings leaks, through its timing, how long the secret is; both sides are hashed first, so the
// comparison always runs over two SHA-256 digests of equal length, whatever was presented.

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
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
