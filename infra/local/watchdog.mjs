/**
 * The stand-in's watchdog: plain JavaScript so it starts in milliseconds, without tsx.
 *
 * The stand-in (its parent) writes `+PGID` for each service it starts in a process group of its own
 * and `-PGID` when that service has stopped. Its end of our stdin is closed by the kernel however it
 * ends (Ctrl-C, SIGTERM, SIGKILL, "JavaScript heap out of memory"), so stdin's end is the one signal
 * that always comes: then every group still listed gets SIGTERM, and SIGKILL after a grace period.
 * Killing the group, not the pid, also reaches what a service started itself (Java under a wrapper).
 */
const GRACE_MS = Number(process.env.WATCHDOG_GRACE_MS ?? 3000);
const groups = new Set();
let pending = '';

const alive = (pgid) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};
const signal = (pgid, name) => {
  try {
    process.kill(-pgid, name);
  } catch {
    /* already gone */
  }
};

process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  const lines = (pending + chunk).split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    const pgid = Number(line.slice(1));
    if (!Number.isInteger(pgid) || pgid <= 1) continue;
    if (line[0] === '+') groups.add(pgid);
    else if (line[0] === '-') groups.delete(pgid);
  }
});
process.stdin.on('close', () => {
  const left = [...groups].filter(alive);
  for (const pgid of left) signal(pgid, 'SIGTERM');
  const deadline = Date.now() + GRACE_MS;
  const check = () => {
    const still = left.filter(alive);
    if (still.length && Date.now() < deadline) return void setTimeout(check, 100);
    for (const pgid of still) signal(pgid, 'SIGKILL');
    process.exit(0);
  };
  check();
});
