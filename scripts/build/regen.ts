/**
 * `npm run regen`: writes every derived file again (scripts/build/regen-steps.ts lists them), each
 * step even when an earlier one failed, and names the steps that failed at the end. Read the diff
 * of what it changed (snapshots, pictures) before committing it.
 */
import { parseStepArgs, runSteps, summary } from '../checks/steps.ts';
import { REGEN_ENV, REGEN_STEPS } from './regen-steps.ts';

Object.assign(process.env, REGEN_ENV);
const options = parseStepArgs(process.argv.slice(2));
const { ran, failures } = await runSteps(REGEN_STEPS, options);
const lines = summary(failures, ran);
(failures.length ? console.error : console.log)(`\n${lines.join('\n')}`);
if (!failures.length) console.log('Now read `git diff` and commit the files that changed.');
process.exit(failures.length || !ran ? 1 : 0);
