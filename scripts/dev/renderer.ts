/**
 * The server's side of `npm start`'s renderer (scripts/build/incremental.ts): starts it as a
 * process of its own and asks it one thing at a time. Nothing here does work of its own: the
 * server's process only waits for the answers, so it keeps answering requests meanwhile.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { LeftOutPost, RendererReply, RendererRequest } from '../build/incremental.ts';
import { scriptCommand } from '../run-script.ts';

export type { LeftOutPost, RendererReply };

export interface Renderer {
  /** Resolves once the bundle is loaded and the served site's page data is known. */
  ready: Promise<{ canRender: boolean }>;
  /** Checks the content and renders the pages it changed (`all`: every page) into the staging folder. */
  update(all?: boolean): Promise<RendererReply>;
  /** Moves what `update` rendered into the served site. */
  swap(): Promise<RendererReply>;
  /** Only the content check: its problems and the posts left out. */
  check(): Promise<RendererReply>;
  /** Called with each search index written in the background. */
  onSearch(listener: (reply: RendererReply & { type: 'search' }) => void): void;
  close(): Promise<void>;
}

export interface RendererOptions {
  root: string;
  env: NodeJS.ProcessEnv;
}

export function startRenderer({ root, env }: RendererOptions): Renderer {
  const child: ChildProcess = spawn(...scriptCommand(root, 'scripts/build/incremental.ts'), {
    cwd: root,
    env,
    // Its problems and errors go to the terminal; the files it writes need no line each.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let nextId = 1;
  const waiting = new Map<number, (reply: RendererReply) => void>();
  const searchListeners: ((reply: RendererReply & { type: 'search' }) => void)[] = [];
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const gone = (): RendererReply => ({ type: 'failed', id: 0, message: 'the renderer stopped' });
  // A renderer that stopped answers every question with `failed`: live-rebuild then builds the whole site.
  void exited.then(() => {
    for (const resolve of waiting.values()) resolve(gone());
    waiting.clear();
  });
  const ready = new Promise<{ canRender: boolean }>((resolve) => {
    child.on('message', (reply: RendererReply) => {
      if (reply.type === 'ready') resolve({ canRender: reply.canRender });
      else if (reply.type === 'search') for (const listener of searchListeners) listener(reply);
      else {
        waiting.get(reply.id)?.(reply);
        waiting.delete(reply.id);
      }
    });
    void exited.then(() => resolve({ canRender: false }));
  });
  const ask = (type: RendererRequest['type'], all?: boolean) =>
    new Promise<RendererReply>((resolve) => {
      if (child.exitCode !== null || !child.connected) return resolve(gone());
      const id = nextId++;
      waiting.set(id, resolve);
      child.send({ type, id, ...(all ? { all } : {}) } as RendererRequest);
    });
  return {
    ready,
    update: (all) => ask('update', all),
    swap: () => ask('swap'),
    check: () => ask('check'),
    onSearch: (listener) => void searchListeners.push(listener),
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
