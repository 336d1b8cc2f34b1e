import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserFileTimes, slowest, stepTimes, vitestFileTimes } from './time-report';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'time-report-'));
const write = (name: string, body: unknown) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(body));
  return file;
};

describe('time report', () => {
  it('sums each browser spec file over its tests and their retries, nested suites included', () => {
    const spec = (file: string, ...durations: number[]) => ({
      file,
      tests: [{ results: durations.map((duration) => ({ duration })) }],
    });
    const report = write('pw.json', {
      suites: [
        { file: 'a.spec.ts', specs: [spec('a.spec.ts', 1000)], suites: [{ specs: [spec('a.spec.ts', 2000, 500)] }] },
        { file: 'b.spec.ts', specs: [spec('b.spec.ts', 4000)] },
      ],
    });
    expect(browserFileTimes(report)).toEqual([
      { file: 'a.spec.ts', tests: 2, seconds: 3.5 },
      { file: 'b.spec.ts', tests: 1, seconds: 4 },
    ]);
  });

  it('takes a vitest file from its start to its end, named from the root', () => {
    const report = write('vitest.json', {
      testResults: [{ name: '/repo/tests/x.test.ts', startTime: 1000, endTime: 3500, assertionResults: [{}, {}] }],
    });
    expect(vitestFileTimes(report, '/repo')).toEqual([{ file: 'tests/x.test.ts', tests: 2, seconds: 2.5 }]);
  });

  it('lists the slowest first with their share, and every step', () => {
    const out = slowest(
      'files',
      [
        { file: 'quick', tests: 1, seconds: 1 },
        { file: 'slow', tests: 2, seconds: 3 },
      ],
      1,
    );
    expect(out).toContain('2 files, 3 tests, 4 s summed (slowest 1)');
    expect(out).toMatch(/slow\s+3\.0 s\s+75\.0 %\s+2 tests/);
    expect(out).not.toContain('quick');
    expect(stepTimes([{ phase: 2, name: 'vitest', seconds: 300, tests: 2000 }])).toMatch(
      /phase 2 {2}vitest\s+300 s {2}2000 tests/,
    );
  });
});
