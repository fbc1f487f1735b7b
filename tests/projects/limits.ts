/**
 * How long the integration tests wait before they call something hung. These are not speed
 * budgets: every wait is on a condition (a process's exit, a line it prints, a row, a file), and a
 * limit only ends a wait that would never end. They are set for a busy machine: on 2 cores with
 * a load of 20, starting PGlite alone took 30 s and a site build over a minute, where a quiet
 * machine needs a few seconds. Speed is measured by `npm run bench`, never here.
 */

/** A test of the integration project. */
export const TEST_LIMIT_MS = 240_000;
/** A beforeAll/afterAll of the integration project (a server, a build, Chromium). */
export const HOOK_LIMIT_MS = 360_000;
/** A child process a test runs and waits for (below the test's limit, so its output is reported). */
export const CHILD_LIMIT_MS = 200_000;
/** A wait on a condition inside a test (an e-mail in the mailbox, an event at a stand-in). */
export const WAIT_LIMIT_MS = 120_000;
