// A page that arrives in pieces, as over a slow network: a server on 127.0.0.1 that sends one
// page of the site under test with a pause before each cut, and passes every other request
// through unchanged. The browser then has time to paint between pieces, so what a half-read
// page looks like is tested on every run, not only when the machine happens to be slow.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The pause before each cut: long enough for the browser to draw a frame of what it has read. */
const PAUSE_MS = 300;

/** Headers that describe the bytes as the site sent them; fetch has already decoded the body. */
const DECODED_AWAY = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection']);

function headersOf(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!DECODED_AWAY.has(name)) headers[name] = value;
  });
  return headers;
}

/** The page split just before each cut (a piece of its HTML, each found after the one before). */
export function splitAt(html: string, cuts: readonly string[]): string[] {
  const pieces: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    const at = html.indexOf(cut, from);
    if (at < 0) throw new Error(`The page has no "${cut}" after offset ${from}: choose cuts the page has.`);
    pieces.push(html.slice(from, at));
    from = at;
  }
  return [...pieces, html.slice(from)];
}

/**
 * Serves `pathname` of `origin` in pieces split before each of `cuts`; the returned address is
 * that page on this server. Close it when done.
 */
export async function servePageInPieces(origin: string, pathname: string, cuts: readonly string[]) {
  const server = http.createServer(async (req, res) => {
    const response = await fetch(new URL(req.url ?? '/', origin), { headers: { accept: req.headers.accept ?? '*/*' } });
    res.writeHead(response.status, headersOf(response));
    if (req.url !== pathname) {
      res.end(Buffer.from(await response.arrayBuffer()));
      return;
    }
    const [first = '', ...rest] = splitAt(await response.text(), cuts);
    res.write(first);
    for (const piece of rest) {
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      res.write(piece);
    }
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${pathname}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
