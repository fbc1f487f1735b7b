/**
 * The content folder as it was at a git commit (`npm run check -- --base <ref>`): its files are
 * copied out of git into a temporary folder, nothing else of the checkout is touched.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The base named is no commit, or has no content folder: the command was called wrongly. */
export class BaseRefError extends Error {}

/** The content folder at `ref` (a temporary copy), and how to remove it. */
export function contentAt(ref: string, contentDir: string): { dir: string; remove: () => void } {
  const real = realpathSync(contentDir);
  const git = (cwd: string, args: string[]) =>
    execFileSync('git', ['-C', cwd, ...args], { maxBuffer: 1 << 30, stdio: ['ignore', 'pipe', 'pipe'] });
  const top = git(real, ['rev-parse', '--show-toplevel']).toString().trim();
  const rel = path.relative(top, real).split(path.sep).join('/');
  let tar: Buffer;
  try {
    // Paths given to git archive are relative to the folder it runs in: the repository's top.
    tar = git(top, ['archive', '--format=tar', ref, '--', rel]);
  } catch {
    throw new BaseRefError(
      `"${ref}" is not a commit of this repository, or it has no ${rel}/ folder (git archive failed).`,
    );
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'check-base-'));
  execFileSync('tar', ['-x', '-C', tmp], { input: tar });
  return { dir: path.join(tmp, rel), remove: () => rmSync(tmp, { recursive: true, force: true }) };
}
