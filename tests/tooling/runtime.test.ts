/**
 * The supported Node lines, declared once and enforced everywhere: package.json's engines with
 * npm's engine-strict, the version files of nvm and its kin, the types, the CI matrix and
 * `.ci/run`; and every package script running its TypeScript with Node itself.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { NODE_FLAGS, scriptCommand } from '../../scripts/run-script.ts';
import vitestConfig from '../../vitest.config.ts';
import { REPO_ROOT } from '../content/fixture.ts';

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  engines: { node: string };
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('the Node runtime', () => {
  it('is declared as every supported line (22.18 and later) and enforced by npm itself', () => {
    expect(pkg.engines.node).toBe('>=22.18');
    expect(read('.npmrc')).toMatch(/^engine-strict=true$/m);
  });

  it('names Node 24 LTS for version managers and matches the types to it', () => {
    expect(read('.nvmrc').trim()).toBe('24');
    expect(read('.node-version').trim()).toBe('24');
    expect(pkg.devDependencies['@types/node']).toMatch(/^24\./);
  });

  it('is tested in CI on 22, 24 and 26, never on a line past its end of life', () => {
    const ci = parse(read('.github/workflows/ci.yml')) as {
      jobs: { site: { strategy: { matrix: { node: number[] } } } };
    };
    expect(ci.jobs.site.strategy.matrix.node).toEqual([22, 24, 26]);
  });

  it('.ci/run installs Node 24 from the npm registry when the machine has another line', () => {
    const run = read('.ci/run');
    expect(run).toMatch(/NODE_LINE=24\b/);
    expect(run).toMatch(/npm install --prefix "\$node_home" .*"node-linux-\$arch@\$NODE_PIN"/);
    // It says which Node it runs on before anything else runs.
    expect(run.indexOf('echo "== Node $(node --version)')).toBeLessThan(run.indexOf('npm ci'));
  });

  it('runs every package script with Node itself: no TypeScript loader among the dependencies', () => {
    for (const [name, command] of Object.entries(pkg.scripts)) {
      expect(command, name).not.toMatch(/--import|--loader|\btsx\b|ts-node/);
    }
    expect({ ...pkg.dependencies, ...pkg.devDependencies }).not.toHaveProperty('tsx');
    const tsconfig = read('tsconfig.json');
    expect(tsconfig).toMatch(/"erasableSyntaxOnly": true/);
  });

  it("gives V8's options to every process that opens the local database", () => {
    const withFlags = `node ${NODE_FLAGS.join(' ')} scripts/`;
    for (const name of ['start', 'contacts', 'setup']) expect(pkg.scripts[name], name).toContain(withFlags);
    // The test's own children and the integration workers, which open PGlite in-process.
    expect(scriptCommand('/repo', 'scripts/dev/contacts.ts', ['list'])[1]).toEqual([
      ...NODE_FLAGS,
      '/repo/scripts/dev/contacts.ts',
      'list',
    ]);
    const integration = vitestConfig.test?.projects?.find(
      (project) => typeof project === 'object' && 'test' in project && project.test?.name === 'integration',
    );
    expect(
      integration && typeof integration === 'object' && 'test' in integration ? integration.test?.execArgv : [],
    ).toEqual([...NODE_FLAGS]);
  });
});
