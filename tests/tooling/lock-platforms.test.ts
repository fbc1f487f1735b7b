/** package-lock.json must stay installable with `npm ci` on a fresh clone (see scripts/lock-platforms.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { missingPlatformEntries, platformOf } from '../../scripts/dev/lock-platforms.ts';

describe('lock platform entries', () => {
  it('reads os, cpu and libc off a platform package name', () => {
    expect(platformOf('@biomejs/cli-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] });
    expect(platformOf('@biomejs/cli-linux-x64-musl')).toEqual({ os: ['linux'], cpu: ['x64'], libc: ['musl'] });
    expect(platformOf('@deno/linux-x64-glibc')).toEqual({ os: ['linux'], cpu: ['x64'], libc: ['glibc'] });
    expect(platformOf('@tailwindcss/oxide-win32-arm64-msvc')).toEqual({ os: ['win32'], cpu: ['arm64'] });
    expect(platformOf('@tailwindcss/oxide-wasm32-wasi')).toEqual({ cpu: ['wasm32'] });
    expect(platformOf('fsevents')).toBeNull();
  });

  it('adds an entry for an optional platform dependency the lock lacks, and nothing else', () => {
    const lock = {
      packages: {
        '': { name: 'x' },
        'node_modules/tool': {
          version: '1.0.0',
          dev: true,
          optionalDependencies: { 'tool-darwin-x64': '1.0.0', 'tool-linux-x64': '1.0.0' },
        },
        'node_modules/tool-linux-x64': { version: '1.0.0', os: ['linux'], cpu: ['x64'], optional: true },
      },
    };
    expect(missingPlatformEntries(lock)).toEqual({
      'node_modules/tool-darwin-x64': { version: '1.0.0', os: ['darwin'], cpu: ['x64'], dev: true, optional: true },
    });
  });

  it('the committed lock lacks none (else: npm run regen)', () => {
    const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
    expect(Object.keys(missingPlatformEntries(lock))).toEqual([]);
  });
});
