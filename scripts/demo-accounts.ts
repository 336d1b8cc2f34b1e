/**
 * `npm run docs:accounts`: writes the README's table of demo accounts from the list the seed and the
 * start banner read (infra/local/seed/personas.ts), between its demo-accounts markers.
 * infra/local/seed/personas.test.ts fails while the README differs.
 */
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { demoAccountsTable } from '../infra/local/seed/personas';

export const README = path.resolve(import.meta.dirname, '..', 'README.md');
export const BEGIN = '<!-- demo-accounts: written by `npm run docs:accounts` from infra/local/seed/personas.ts -->';
export const END = '<!-- /demo-accounts -->';

const [header, ...rows] = demoAccountsTable();
const markdown = [header!, header!.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
const table = await prettier.format(markdown, { ...(await prettier.resolveConfig(README)), parser: 'markdown' });

const readme = fs.readFileSync(README, 'utf8');
const from = readme.indexOf(BEGIN);
const to = readme.indexOf(END);
if (from < 0 || to < from) throw new Error(`README.md has no ${BEGIN} … ${END} block`);
fs.writeFileSync(README, `${readme.slice(0, from + BEGIN.length)}\n\n${table}\n${readme.slice(to)}`);
process.stdout.write(`README.md: ${rows.length} demo account rows\n`);
