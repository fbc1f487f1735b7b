/**
 * The content check's verdict for GitHub: workflow annotations (shown on the lines of a pull
 * request), and one Markdown report used both as the job summary and as the pull-request
 * comment that the workflow keeps up to date. Pure functions of the problems.
 */
import { formatProblem, type Problem } from '../../src/content/problems.ts';

/** Finds the workflow's own comment among a pull request's comments. */
export const REPORT_MARKER = '<!-- content-check-report -->';

const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/** `::error file=…,line=…,col=…,title=…::message`, escaped as GitHub's workflow commands require. */
export function annotation(p: Problem): string {
  const title = p.field ? `${p.field}${p.item ? ` in ${p.item}` : ''}` : 'Content check';
  return `::error file=${escapeProperty(p.file)},line=${p.line},col=${p.column},title=${escapeProperty(title)}::${escapeData(p.message)}`;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

export interface ReportOptions {
  /** Link to the run or the commit, shown under the verdict. */
  runUrl?: string;
}

/** The Markdown report: the verdict, then one row per problem with where it is and what to do. */
export function renderReport(problems: readonly Problem[], options: ReportOptions = {}): string {
  const lines = [REPORT_MARKER];
  if (!problems.length) {
    lines.push(
      '### ✓ Content check passed',
      '',
      'Every content file is valid: the site can be built from this change.',
    );
  } else {
    lines.push(
      `### ✗ ${problems.length} content problem${problems.length === 1 ? '' : 's'}`,
      '',
      'Nothing can be built until each one is fixed. Open the file, go to the line shown, and do what the last column says. CONTENT.md, "Reading an error", explains every kind of message.',
      '',
      '| Where | Field | What is wrong and how to fix it |',
      '| --- | --- | --- |',
      ...problems.map(
        (p) =>
          `| \`${cell(p.file)}:${p.line}\` | ${p.field ? `\`${cell(p.field)}\`${p.item ? ` in ${cell(p.item)}` : ''}` : ''} | ${cell(p.message)} |`,
      ),
    );
  }
  if (options.runUrl) lines.push('', `<sub>From the content check of ${options.runUrl}</sub>`);
  return `${lines.join('\n')}\n`;
}

/** The lines `npm run check` prints for the terminal, one per problem. */
export function terminalLines(problems: readonly Problem[]): string[] {
  return problems.map(formatProblem);
}
