/**
 * Every file the repository derives from another, and the one command that writes them all
 * again: `npm run regen` (scripts/build/regen.ts). Each check that finds one of them stale names
 * that command (REGEN_HINT), so nobody has to know which of the tools below wrote which file.
 */
import type { Step } from '../checks/steps.ts';

export const REGEN_COMMAND = 'npm run regen';
/** The end of every staleness message. */
export const REGEN_HINT = `out of date: run \`${REGEN_COMMAND}\` and commit what it changed`;

/** The tests whose committed files (snapshots, pictures) are written again with --update. */
export const SNAPSHOT_TESTS = ['tests/content/site-snapshots.test.ts', 'tests/notify/email-screens.test.ts'];

const node = process.execPath;
const vitest = 'node_modules/.bin/vitest';

/**
 * What regen runs, in order, and what each writes. supabase/functions/notify-leads/settings.json
 * is not among them: it is written at deploy time (npm run notify:settings) and never committed.
 */
export const REGEN_STEPS: Step[] = [
  // schemas/*.json (editor autocompletion) and public/admin/config.yml, from the zod schemas and site.yaml.
  ['JSON Schemas and the editor configuration', node, ['scripts/build/schemas.ts']],
  // public/assets/pre-paint.<hash>.js and src/lib/pre-paint-file.ts, from src/client/pre-paint.ts.
  ['Pre-paint script', node, ['scripts/build/pre-paint.ts']],
  // supabase/schema.sql: pg_dump of the migrations applied to Debian's PostgreSQL.
  ['supabase/schema.sql', 'bash', ['tests/db/native-check.sh']],
  // package-lock.json's entries for other platforms' native binaries.
  ['Lock entries of other platforms', node, ['scripts/dev/lock-platforms.ts']],
  // The fixture site's page snapshots and the e-mails' pictures (the tests write what they see).
  [
    'Snapshots and e-mail pictures',
    vitest,
    ['run', '--project', 'integration', '--update', '-t', 'snapshot|committed picture', ...SNAPSHOT_TESTS],
  ],
];

/** The environment the steps run in: the schema and the pictures are written, not compared. */
export const REGEN_ENV = { WRITE_SCHEMA: '1', UPDATE_SCREENSHOTS: '1' };
