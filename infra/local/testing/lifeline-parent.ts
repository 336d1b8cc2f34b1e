/**
 * A minimal stand-in for processes.test.ts: starts one service through ProcessGroup (a shell whose
 * own child, like Java under a wrapper, must die with it too), says READY, then waits to be killed
 * or, with `oom`, runs out of heap as the API process once did.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ProcessGroup } from '../processes';

const [dir, how] = process.argv.slice(2) as [string, string | undefined];
const grandchildFile = path.join(dir, 'grandchild.pid');
const managed = new ProcessGroup(path.join(dir, 'logs')).start('service', 'sh', [
  '-c',
  'sleep 300 & echo $! > "$1"; wait',
  'sh',
  grandchildFile,
]);
while (!fs.existsSync(grandchildFile) || !fs.readFileSync(grandchildFile, 'utf8').trim())
  await new Promise((r) => setTimeout(r, 20));
process.stdout.write(`READY ${managed.child.pid} ${fs.readFileSync(grandchildFile, 'utf8').trim()}\n`);

if (how === 'oom') {
  await new Promise((r) => setTimeout(r, 200));
  const hoard: unknown[] = [];
  for (;;) hoard.push(Array.from({ length: 10_000 }, (_, i) => ({ i })));
}
setInterval(() => undefined, 1000);
