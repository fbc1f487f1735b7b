// The editor's banner when the site did not take a change: locally the last rebuild's problems,
// live GitHub's failed checks of Decap's pull requests and of the site's branch.
import { describe, expect, test } from 'vitest';
import { entryLink } from '../../src/admin/site-check.ts';
import {
  type CommitChecks,
  entryOfBranch,
  failedChecks,
  githubBanner,
  type PullJson,
} from '../../src/lib/github-checks.ts';
import { localBanner, parseLocalState } from '../../src/lib/site-state.ts';

const problem = {
  file: 'content/landing/restaurant-automation.yaml',
  line: 40,
  column: 9,
  field: 'sections[2].items[2]',
  message: '"chatbot" is not a service slug in content/services.yaml. Did you mean "chatbots"?',
};

describe('localBanner', () => {
  test('no banner once the last rebuild succeeded', () => {
    expect(localBanner({ rebuilt: 'ok' }, entryLink)).toBeUndefined();
  });

  test("a failed rebuild names the change, each problem in the check's words, and a link to its entry", () => {
    const banner = localBanner(
      { rebuilt: 'failed', changed: ['content/landing/restaurant-automation.yaml'], problems: [problem] },
      entryLink,
    );
    expect(banner?.heading).toBe(
      'The site did not take the last change after the change to content/landing/restaurant-automation.yaml: ' +
        "it still shows the version before it. The site's check found 1 content problem; fix them and save, and this note goes away.",
    );
    expect(banner?.lines).toEqual([
      {
        text: `content/landing/restaurant-automation.yaml line 40, sections[2].items[2]: ${problem.message}`,
        link: {
          href: '#/collections/landing/entries/restaurant-automation',
          label: 'Open landing/restaurant-automation.yaml',
        },
      },
    ]);
  });

  test('a data file opens its page of settings; a file the editor does not open has no link', () => {
    const banner = localBanner(
      {
        rebuilt: 'failed',
        changed: [],
        problems: [
          { ...problem, file: 'content/faqs.yaml', field: 'items[3].answer', item: 'FAQ 4 ("What is AI")' },
          { ...problem, file: 'public/images/broken.svg', field: '' },
        ],
      },
      entryLink,
    );
    expect(banner?.lines[0]).toEqual({
      text: `content/faqs.yaml line 40, items[3].answer in FAQ 4 ("What is AI"): ${problem.message}`,
      link: { href: '#/collections/pages/entries/faqs', label: 'Open faqs.yaml' },
    });
    expect(banner?.lines[1]).toEqual({ text: `public/images/broken.svg line 40: ${problem.message}` });
  });

  test('a build that stopped outside the content sends the editor to the terminal', () => {
    const banner = localBanner({ rebuilt: 'failed', changed: ['content/faqs.yaml'], problems: [] }, entryLink);
    expect(banner?.heading).toMatch(/a reason outside the content; the terminal running "npm start" says why\.$/);
    expect(banner?.lines).toEqual([]);
  });

  test('parseLocalState keeps only what it understands', () => {
    expect(parseLocalState(null)).toEqual({ rebuilt: 'ok' });
    expect(parseLocalState({ rebuilt: 'ok', problems: [problem] })).toEqual({ rebuilt: 'ok' });
    expect(parseLocalState({ rebuilt: 'failed', changed: ['a', 3], problems: [problem, { file: 1 }, null] })).toEqual({
      rebuilt: 'failed',
      changed: ['a'],
      problems: [problem],
    });
  });
});

const pull = (title: string, ref: string, sha: string, repo = 'o/r'): PullJson => ({
  number: 7,
  title,
  html_url: 'https://github.com/o/r/pull/7',
  head: { ref, sha, repo: { full_name: repo } },
});
const passed: CommitChecks = {
  check_runs: [{ name: 'Check and build', status: 'completed', conclusion: 'success', html_url: 'https://x/1' }],
  statuses: [{ context: 'netlify/deploy-preview', state: 'success' }],
};

describe('githubBanner', () => {
  test("a failed check on Decap's pull request: the change's title, the check's name and page, and the entry", () => {
    const checks = new Map([
      [
        'abc',
        {
          check_runs: [
            {
              name: 'Check and build',
              status: 'completed',
              conclusion: 'failure',
              html_url: 'https://github.com/o/r/runs/1',
            },
          ],
          statuses: [],
        },
      ],
      ['main', passed],
    ]);
    const banner = githubBanner({
      repo: 'o/r',
      branch: 'main',
      pulls: [pull('Update Landing Pages “restaurant-automation”', 'cms/landing/restaurant-automation', 'abc')],
      checks,
    });
    expect(banner?.lines).toEqual([
      {
        text: 'The site did not take the change in "Update Landing Pages “restaurant-automation”": its check "Check and build" failed.',
        link: { href: 'https://github.com/o/r/runs/1', label: 'See "Check and build"' },
      },
      {
        text: 'Fix "Update Landing Pages “restaurant-automation”" and save it again.',
        link: { href: '#/collections/landing/entries/restaurant-automation', label: 'Open it' },
      },
    ]);
  });

  test("a failed commit status on the site's branch: the live site kept the version before", () => {
    const checks = new Map([
      ['main', { check_runs: [], statuses: [{ context: 'deploy', state: 'error', target_url: 'https://ci/9' }] }],
    ]);
    const banner = githubBanner({ repo: 'o/r', branch: 'main', pulls: [], checks });
    expect(banner?.lines).toEqual([
      {
        text: 'The live site did not take the last published change: its check "deploy" failed, so the site still shows the version before it.',
        link: { href: 'https://ci/9', label: 'See "deploy"' },
      },
    ]);
  });

  test('passing, running and skipped checks, and pull requests not made by the editor (other branches, forks), give no banner', () => {
    const running: CommitChecks = {
      check_runs: [
        { name: 'a', status: 'in_progress', conclusion: null },
        { name: 'b', status: 'completed', conclusion: 'skipped' },
        { name: 'c', status: 'completed', conclusion: 'neutral' },
      ],
      statuses: [{ context: 'd', state: 'pending' }],
    };
    const failing: CommitChecks = {
      check_runs: [{ name: 'x', status: 'completed', conclusion: 'failure' }],
      statuses: [],
    };
    const checks = new Map([
      ['main', passed],
      ['s1', running],
      ['s2', failing],
    ]);
    const pulls = [
      pull('Draft', 'cms/posts/draft', 's1'),
      pull('Dependabot', 'dependabot/npm/x', 's2'),
      // A stranger's fork with a branch named as Decap's: its failing check and title are not shown.
      pull('Click evil.example to fix the site', 'cms/posts/draft', 's2', 'stranger/r'),
      { ...pull('A fork since deleted', 'cms/posts/x', 's2'), head: { ref: 'cms/posts/x', sha: 's2', repo: null } },
    ];
    expect(githubBanner({ repo: 'o/r', branch: 'main', pulls, checks })).toBeUndefined();
    // The same pull request from the site's own repository (in any case of its name) is shown.
    expect(
      githubBanner({ repo: 'O/R', branch: 'main', pulls: [pull('Mine', 'cms/posts/x', 's2')], checks })?.lines[0]?.text,
    ).toContain('"Mine"');
  });

  test('failedChecks takes timed-out runs and erroring statuses; entryOfBranch reads cms/<collection>/<slug>', () => {
    expect(
      failedChecks({
        check_runs: [{ name: 't', status: 'completed', conclusion: 'timed_out', details_url: 'https://d' }],
        statuses: [{ context: 's', state: 'failure' }],
      }),
    ).toEqual([{ name: 't', url: 'https://d' }, { name: 's' }]);
    expect(entryOfBranch('cms/posts/2026-ai-basics')).toBe('#/collections/posts/entries/2026-ai-basics');
    expect(entryOfBranch('main')).toBeUndefined();
  });
});
