import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { explainBrowserFailures } from './playwright-report';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pw-report-'));
const context = path.join(dir, 'error-context.md');
fs.writeFileSync(
  context,
  [
    '# Instructions',
    '- Following Playwright test failed.',
    '```yaml',
    '- banner:',
    '  - link "Farma Portal"',
    '- main:',
    '  - heading "Tiquets" [level=1]',
    '- dialog "Nou tiquet"',
    '```',
  ].join('\n'),
);

function report(tests: { title: string; status: string; results: { status: string; retry: number }[] }[]): string {
  const file = path.join(dir, `${tests.map((t) => t.status).join('-')}.json`);
  const specs = tests.map((t, i) => ({
    title: t.title,
    file: 'ticketing.spec.ts',
    line: 10 + i,
    tests: [
      {
        status: t.status,
        results: t.results.map((r) => ({ ...r, attachments: [{ name: 'error-context', path: context }] })),
      },
    ],
  }));
  fs.writeFileSync(file, JSON.stringify({ suites: [{ suites: [{ specs }] }] }));
  return file;
}

describe('explainBrowserFailures', () => {
  it('names failed and flaky tests with the page each attempt failed on, without the top bar', () => {
    const out = explainBrowserFailures(
      report([
        { title: 'passes', status: 'expected', results: [{ status: 'passed', retry: 0 }] },
        {
          title: 'fails once',
          status: 'flaky',
          results: [
            { status: 'failed', retry: 0 },
            { status: 'passed', retry: 1 },
          ],
        },
        { title: 'always fails', status: 'unexpected', results: [{ status: 'timedOut', retry: 0 }] },
      ]),
    );
    expect(out).toContain('Flaky (passed on a retry): ticketing.spec.ts:11 › fails once');
    expect(out).toContain('Failed: ticketing.spec.ts:12 › always fails');
    expect(out).toContain('attempt 1 timedOut');
    expect(out).not.toContain('passes');
    expect(out).not.toContain('attempt 2');
    expect(out).toContain('heading "Tiquets"');
    expect(out).toContain('dialog "Nou tiquet"');
    expect(out).not.toContain('Farma Portal');
    expect(out).not.toContain('Instructions');
  });

  it('says nothing when every test passed', () => {
    expect(explainBrowserFailures(report([{ title: 'ok', status: 'expected', results: [{ status: 'passed', retry: 0 }] }]))).toBe(
      '',
    );
  });
});
