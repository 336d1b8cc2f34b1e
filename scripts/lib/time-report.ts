/**
 * Where `npm test`'s time goes, printed at the end of its log: each step's seconds, then the
 * slowest browser spec files and vitest files with their share of their runner's time, read from
 * the JSON reports the runners write. CI keeps only the log, so this is what a slow run leaves to read.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface FileTime {
  file: string;
  tests: number;
  /** Seconds the file's tests took, retries included (Playwright), or the file's run (vitest). */
  seconds: number;
}

interface PwResult {
  duration: number;
}
interface PwSpec {
  file: string;
  tests: { results: PwResult[] }[];
}
interface PwSuite {
  file?: string;
  specs?: PwSpec[];
  suites?: PwSuite[];
}

function specsOf(suite: PwSuite): PwSpec[] {
  return [...(suite.specs ?? []), ...(suite.suites ?? []).flatMap(specsOf)];
}

/** Per spec file of a Playwright JSON report: its tests and the time their attempts took. */
export function browserFileTimes(report: string): FileTime[] {
  const { suites } = JSON.parse(fs.readFileSync(report, 'utf8')) as { suites: PwSuite[] };
  const byFile = new Map<string, FileTime>();
  for (const spec of suites.flatMap(specsOf)) {
    const entry = byFile.get(spec.file) ?? { file: spec.file, tests: 0, seconds: 0 };
    for (const test of spec.tests) {
      entry.tests += 1;
      entry.seconds += test.results.reduce((s, r) => s + r.duration, 0) / 1000;
    }
    byFile.set(spec.file, entry);
  }
  return [...byFile.values()];
}

/** Per test file of a vitest JSON report: its tests and its run (first start to last end). */
export function vitestFileTimes(report: string, root = process.cwd()): FileTime[] {
  const { testResults } = JSON.parse(fs.readFileSync(report, 'utf8')) as {
    testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
  };
  return testResults.map((r) => ({
    file: path.relative(root, r.name),
    tests: r.assertionResults.length,
    seconds: Math.max(0, r.endTime - r.startTime) / 1000,
  }));
}

/** The `top` slowest files, each with its share of all of them, and the total. */
export function slowest(title: string, files: FileTime[], top: number): string {
  const total = files.reduce((s, f) => s + f.seconds, 0);
  const tests = files.reduce((s, f) => s + f.tests, 0);
  const rows = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, top);
  const width = Math.max(...rows.map((r) => r.file.length), 4);
  const lines = rows.map(
    (r) =>
      `  ${r.file.padEnd(width)} ${r.seconds.toFixed(1).padStart(7)} s ${((100 * r.seconds) / (total || 1)).toFixed(1).padStart(5)} %  ${String(r.tests).padStart(4)} tests`,
  );
  return [
    `\n${title}: ${files.length} files, ${tests} tests, ${total.toFixed(0)} s summed (slowest ${rows.length}):`,
    ...lines,
    '',
  ].join('\n');
}

/** The steps' seconds, a line each, in the order they ran. */
export function stepTimes(steps: { phase: number; name: string; seconds: number; tests?: number }[]): string {
  const width = Math.max(...steps.map((s) => s.name.length));
  return [
    '\nTime per step (steps of one phase run at once):',
    ...steps.map(
      (s) =>
        `  phase ${s.phase}  ${s.name.padEnd(width)} ${String(s.seconds).padStart(5)} s${s.tests === undefined ? '' : `  ${s.tests} tests`}`,
    ),
    '',
  ].join('\n');
}
