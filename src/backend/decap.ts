// Decap CMS's local backend (decap-server) for `npm start`: the editor at /admin on the local
// site reads and writes this working tree through it. The local server forwards /api/v1 to it,
// so the editor talks to its own origin (one Content-Security-Policy, no CORS).
//
//   MODE fs  (default) writes files straight into the working tree: a saved change shows on the
//            local site after the rebuild.
//   MODE git the editorial workflow: each change is committed on a local cms/<collection>/<slug>
//            branch and merged into the current branch when published.
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export interface DecapServer {
  url: string;
  stop(): Promise<void>;
}

/** A port that was free a moment ago. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startDecapServer(options: {
  repoDir: string;
  mode?: 'fs' | 'git';
  port?: number;
}): Promise<DecapServer> {
  const port = options.port || (await freePort());
  const bin = path.join(options.repoDir, 'node_modules', '.bin', 'decap-server');
  const child: ChildProcess = spawn(bin, [], {
    cwd: options.repoDir,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: options.repoDir,
      MODE: options.mode ?? 'fs',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      if (/listening on/i.test(output)) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`decap-server stopped (exit ${code}):\n${output}`)));
  });
  // Its request log is for debugging only; errors still reach the terminal.
  child.stdout!.removeAllListeners('data');
  child.stdout!.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Whether a request comes from this machine. decap-server writes into the working tree, so only
 * the person at this computer may reach it, even when the site is served to the network (HOST).
 */
export function isLoopback(address: string | undefined): boolean {
  return address === '::1' || /^(::ffff:)?127\./.test(address ?? '');
}

/**
 * Forwards a request to decap-server unchanged and pipes the answer back. Hand-written because
 * it is one POST route on one local port; a proxy library would add more than it saves.
 */
export function forwardToDecap(target: string, req: http.IncomingMessage, res: http.ServerResponse): void {
  if (!isLoopback(req.socket.remoteAddress)) {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The local editor backend answers only requests from this computer.\n');
    return;
  }
  const url = new URL(req.url ?? '/', target);
  const upstream = http.request(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('The editor backend (decap-server) is not running.\n');
  });
  req.pipe(upstream);
}
