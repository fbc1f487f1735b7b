// Types for the `compression` middleware as this server calls it: on a plain node:http request
// and response (its DefinitelyTyped package describes Express objects and pulls in Express's types).
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface CompressionOptions {
    /** Smallest body (bytes, or a string such as "1kb") that is compressed. Default 1kb. */
    threshold?: number | string;
  }

  export default function compression(
    options?: CompressionOptions,
  ): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
}
