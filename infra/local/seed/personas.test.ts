import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './demo-data';
import { demoAccountsTable, SEEDED_ACCOUNTS } from './personas';

const README = path.resolve(import.meta.dirname, '..', '..', '..', 'README.md');

/** The rows of the README's demo-accounts block, as trimmed cells (the separator row left out). */
function readmeTable(): string[][] {
  const text = fs.readFileSync(README, 'utf8');
  const block = text.slice(text.indexOf('<!-- demo-accounts'), text.indexOf('<!-- /demo-accounts -->'));
  return block
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

describe('the demo accounts list (banner, seed, README)', () => {
  it('is what the README shows (npm run docs:accounts writes it)', () => {
    expect(readmeTable()).toEqual(demoAccountsTable());
  });

  it('holds every persona the tests sign in as', () => {
    const logins = new Set(SEEDED_ACCOUNTS.map((a) => a.login));
    expect(DEMO_ACCOUNTS.filter((a) => !logins.has(a.login))).toEqual([]);
  });
});
