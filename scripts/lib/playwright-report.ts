/**
 * Reads Playwright's JSON report for `npm test`: the tests that failed or passed only on a retry,
 * each with the page as it was when it failed (Playwright's error-context.md: the ARIA snapshot).
 * CI keeps only the tail of its log and none of the run's files, so this is what there is to read.
 */
import fs from 'node:fs';

interface Attachment {
  name: string;
  path?: string;
  body?: string;
}
interface Result {
  status: string;
  retry: number;
  attachments: Attachment[];
}
interface Spec {
  title: string;
  file: string;
  line: number;
  tests: { status: string; results: Result[] }[];
}
interface Suite {
  specs?: Spec[];
  suites?: Suite[];
}

const SNAPSHOT_LINES = 60;

function specsOf(suite: Suite): Spec[] {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
}

/** The top bar is the same on every page and would fill the lines shown: its block is left out. */
function withoutBanner(lines: string[]): string[] {
  const out: string[] = [];
  let skipping = false;
  for (const line of lines) {
    if (/^- /.test(line)) skipping = line === '- banner:';
    if (!skipping) out.push(line);
  }
  return out;
}

function snapshotOf(result: Result): string {
  const context = result.attachments.find((a) => a.name === 'error-context');
  const text = context?.path && fs.existsSync(context.path) ? fs.readFileSync(context.path, 'utf8') : (context?.body ?? '');
  // The page's ARIA snapshot; the error above it is in the runner's own output already.
  const yaml = text.indexOf('```yaml');
  const lines = withoutBanner((yaml >= 0 ? text.slice(yaml) : text).split('\n'));
  const shown = lines.slice(0, SNAPSHOT_LINES).join('\n');
  return lines.length > SNAPSHOT_LINES ? `${shown}\n… (${lines.length - SNAPSHOT_LINES} more lines)` : shown;
}

/** The failed and flaky tests of the report at `file`, each failed attempt with its page snapshot. */
export function explainBrowserFailures(file: string): string {
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as { suites: Suite[] };
  const out: string[] = [];
  for (const spec of report.suites.flatMap(specsOf)) {
    for (const test of spec.tests) {
      if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
      const where = `${spec.file}:${spec.line} › ${spec.title}`;
      out.push(`\n${test.status === 'flaky' ? 'Flaky (passed on a retry)' : 'Failed'}: ${where}`);
      for (const result of test.results.filter((r) => r.status !== 'passed' && r.status !== 'skipped')) {
        out.push(`  attempt ${result.retry + 1} ${result.status}; the page then:`, snapshotOf(result));
      }
    }
  }
  return out.length ? `${out.join('\n')}\n` : '';
}
