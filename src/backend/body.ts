// The local server's one request-body reader (REST gateway, editor backend, one-click
// unsubscribe): raw-body, the reader Express's own body parsers use, with a byte limit.
import type { IncomingMessage } from 'node:http';
import getRawBody from 'raw-body';

/**
 * The body, or null when it is over `limit` bytes (declared or sent). An oversized body is
 * drained, not cut off: destroying the socket mid-upload would reach the client as a network
 * error instead of the server's refusal.
 */
export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  try {
    return await getRawBody(req, { limit, length: req.headers['content-length'] ?? null });
  } catch (error) {
    if ((error as getRawBody.RawBodyError).type !== 'entity.too.large') throw error;
    req.resume(); // raw-body pauses the stream on an error; the rest is read and dropped
    return null;
  }
}
