/**
 * `npm run schemas`: writes the JSON Schemas of the content collections into `schemas/`
 * (./json-schema.ts) and the editor's configuration public/admin/config.yml (./decap-config.ts),
 * both generated from the zod schemas in src/content/schemas, the single source of truth.
 *
 *   npm run schemas              regenerate them
 *   npm run schemas -- --check   exit 1 if the committed files are stale (for CI)
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkContent } from '../../src/content/index.ts';
import { decapConfigYaml } from './decap-config.ts';
import { compareSchemas, generateSchemas, REPO_ROOT, SCHEMA_DIR } from './json-schema.ts';
import { REGEN_COMMAND } from './regen-steps.ts';

export const STALE_MESSAGE = `JSON Schemas are out of date: run ${REGEN_COMMAND}`;
/** The editor's configuration (served at /admin/config.yml), generated from the same schemas. */
export const DECAP_CONFIG = path.join(REPO_ROOT, 'public', 'admin', 'config.yml');

/** The Decap configuration for the editor settings in content/site.yaml (the schemas give the fields). */
export function generateDecapConfig(): string {
  const { content, problems } = checkContent();
  if (!content) {
    throw new Error(
      `content/ has ${problems.length} problem(s); npm run check lists them. The editor configuration needs site.yaml's editor settings.`,
    );
  }
  return decapConfigYaml(content.site);
}

function main(args: string[]): number {
  const rel = (f: string) => `schemas/${f}`;
  const configRel = path.relative(REPO_ROOT, DECAP_CONFIG);
  const configText = generateDecapConfig();
  if (args.includes('--check')) {
    const { missing, changed, extra } = compareSchemas();
    const configStale = !existsSync(DECAP_CONFIG) || readFileSync(DECAP_CONFIG, 'utf8') !== configText;
    if (configStale) changed.push(`../${configRel}`);
    if (!missing.length && !changed.length && !extra.length) {
      console.log(`✓ JSON Schemas are up to date (${generateSchemas().size} files in schemas/).`);
      return 0;
    }
    for (const f of missing) console.error(`  missing:   ${rel(f)}`);
    for (const f of changed) console.error(`  changed:   ${rel(f)}`);
    for (const f of extra) console.error(`  obsolete:  ${rel(f)}`);
    console.error(`✗ ${STALE_MESSAGE} (then commit the schemas/ folder and public/admin/config.yml).`);
    return 1;
  }
  const unknown = args.filter((a) => a !== '--check');
  if (unknown.length) {
    console.error(`Unknown argument ${unknown.join(' ')}. Usage: npm run schemas [-- --check]`);
    return 2;
  }
  mkdirSync(SCHEMA_DIR, { recursive: true });
  const { extra } = compareSchemas();
  for (const f of extra) rmSync(path.join(SCHEMA_DIR, f));
  let written = 0;
  for (const [name, text] of generateSchemas()) {
    const abs = path.join(SCHEMA_DIR, name);
    if (existsSync(abs) && readFileSync(abs, 'utf8') === text) continue;
    writeFileSync(abs, text);
    written++;
  }
  mkdirSync(path.dirname(DECAP_CONFIG), { recursive: true });
  if (!existsSync(DECAP_CONFIG) || readFileSync(DECAP_CONFIG, 'utf8') !== configText) {
    writeFileSync(DECAP_CONFIG, configText);
    written++;
  }
  console.log(
    `✓ ${generateSchemas().size} JSON Schemas in schemas/ and the editor configuration ${configRel} (${written} written, ${extra.length} removed).`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exit(main(process.argv.slice(2)));
}
