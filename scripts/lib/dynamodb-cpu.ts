/**
 * CPU seconds a DynamoDB Local has used (Linux /proc), all its threads and its SQLiteQueue thread:
 * DynamoDB Local runs every read and write on that one thread, so its time is what bounds a load,
 * whatever else the machine is doing. A bench that says "X ms of that thread per row" states the
 * rate a quiet machine would reach (1,000 / X rows a second with one free core).
 */
import fs from 'node:fs';

export interface DynamoCpu {
  all: number;
  sqlite: number;
}

/** The DynamoDB Local listening on this port; undefined when not Linux or not found. */
export function dynamoDbLocalCpu(port: number): DynamoCpu | undefined {
  const ticks = (stat: string) => {
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  };
  try {
    for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (!args[0]?.endsWith('java') || args[args.indexOf('-port') + 1] !== String(port)) continue;
      let sqlite = 0;
      for (const tid of fs.readdirSync(`/proc/${pid}/task`))
        if (fs.readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').startsWith('SQLiteQueue'))
          sqlite += ticks(fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8'));
      return { all: ticks(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')), sqlite };
    }
  } catch {
    // Not Linux, or the process went away: the caller prints times alone.
  }
  return undefined;
}

/** The CPU used since `before`, or undefined when either reading is missing. */
export function cpuSince(port: number, before: DynamoCpu | undefined): DynamoCpu | undefined {
  const after = dynamoDbLocalCpu(port);
  return before && after ? { all: after.all - before.all, sqlite: after.sqlite - before.sqlite } : undefined;
}
