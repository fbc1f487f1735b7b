/**
 * Where the browser bundle landed. scripts/build.ts builds src/client/ first and writes this
 * manifest, so pages can reference the hashed file names.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ClientAssets } from '../components/Document.tsx';

let cached: ClientAssets | undefined;
export function clientAssets(): ClientAssets {
  cached ??= JSON.parse(
    readFileSync(path.resolve(process.env.CLIENT_MANIFEST ?? 'dist/browser/assets.json'), 'utf8'),
  ) as ClientAssets;
  return cached;
}
