/**
 * The editor runs Decap's prebuilt bundle (decap-cms-app/dist, loaded by src/admin/decap-app.ts).
 * That bundle carries its own react-dom client, which throws (React error 527) unless the page's
 * React is exactly the one it was built with; the editor's bundle is built with the
 * react-for-decap packages (scripts/build/admin.ts). An update of decap-cms-app that moves to
 * another React fails here, naming the versions to pin, instead of in an editor's browser.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECAP_DIST } from '../../scripts/build/admin.ts';

const require = createRequire(import.meta.url);
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;

/** The React versions Decap's bundle refuses all but: each `if("X"!==v)throw Error(…(527,` check. */
function reactVersionsRequired(bundle: string): string[] {
  return [...new Set([...bundle.matchAll(/if\("(\d+\.\d+\.\d+)"!==\w+\)throw Error\(\w+\(527,/g)].map((m) => m[1]!))];
}

describe("Decap's prebuilt bundle", () => {
  const bundle = readFileSync(path.join(DECAP_DIST, 'decap-cms-app.js'), 'utf8');

  it('takes React from the page and accepts exactly the React the editor is built with', () => {
    // React and ReactDOM come from the page (window.React in a browser), not from inside it.
    expect(bundle.slice(0, 400)).toContain('e.DecapCmsApp=t(e.React,e.ReactDOM)');
    const required = reactVersionsRequired(bundle);
    expect(required, 'the version checks of its react-dom client').toHaveLength(1);
    expect({ react: versionOf('react-for-decap'), 'react-dom': versionOf('react-dom-for-decap') }).toEqual({
      react: required[0],
      'react-dom': required[0],
    });
  });

  it('is the decap-cms-core the project pins (its media_processing and fixes)', () => {
    expect(bundle).toContain(`decap-cms-core ${versionOf('decap-cms-core')}`);
  });
});
