/**
 * The Chromium the tests drive (scripts/chromium.ts): the headless shell unless CHROMIUM_PATH
 * names another, a clear fix when it is missing, and every place that installs the test
 * machine's packages installs it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumPath } from '../../scripts/chromium.ts';
import { REPO_ROOT } from '../content/fixture.ts';

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

describe('the Chromium the tests drive', () => {
  it("is Debian's headless shell, or the one CHROMIUM_PATH names", () => {
    expect(chromiumPath({})).toBe('/usr/bin/chromium-headless-shell');
    expect(chromiumPath({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
  });

  it('is refused with the package to install when it is not there', () => {
    expect(() => chromiumPath({ CHROMIUM_PATH: '/nowhere/chromium' })).toThrow(
      "No Chromium at /nowhere/chromium. Install Debian's headless shell (apt-get install -y chromium-headless-shell), or set CHROMIUM_PATH to a Chromium.",
    );
  });

  it('is installed by .ci/run and by the CI and review workflows', () => {
    expect(read('.ci/run')).toContain(
      'command -v chromium-headless-shell >/dev/null 2>&1 || need+=(chromium-headless-shell)',
    );
    for (const workflow of ['.github/workflows/ci.yml', '.github/workflows/review.yml']) {
      expect(read(workflow), workflow).toMatch(/apt-get install .*\bchromium-headless-shell\b/);
    }
  });
});
