/**
 * What the stand-in needs to hold an in-process "Lambda" to its limits (infra/limits.ts): a
 * deadline, a payload size and a memory watch. The handler itself cannot be stopped in-process: a
 * call cut at its deadline runs on in the background, as a Lambda does until its own timeout.
 */

/** The size Lambda and Step Functions count: the UTF-8 bytes of the JSON. */
export function jsonBytes(value: unknown): number {
  return Buffer.byteLength(JSON.stringify(value) ?? 'null', 'utf8');
}

/** The work's result, or `onTimeout()`'s error once `ms` have passed (the timer never holds the process open). */
export async function withDeadline<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  // Node fires a delay past 2^31-1 ms (about 24.8 days) at once: no such deadline is a deadline.
  if (!(ms <= 2 ** 31 - 1)) return work;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const MB = 1024 * 1024;
const used = () => {
  const m = process.memoryUsage();
  // Buffers (files read whole) live outside the V8 heap: count them too.
  return m.heapUsed + m.external;
};

/**
 * Watches the process's memory while one call runs and reports the peak growth in MB. Every call
 * shares one process here, so concurrent calls blur the figure: a warning, never a failure.
 */
export function watchMemory(intervalMs = 100): () => number {
  const start = used();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, used())), intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    peak = Math.max(peak, used());
    return Math.round((peak - start) / MB);
  };
}

/** The warning line when a call grew memory past what CDK gives its Lambda, else undefined. */
export function memoryWarning(what: string, grownMb: number, memoryMb: number): string | undefined {
  return grownMb > memoryMb
    ? `WARNING ${what}: memory grew ${grownMb} MB during the call, more than the ${memoryMb} MB its Lambda has in AWS (infra/limits.ts)`
    : undefined;
}
