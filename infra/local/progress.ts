/**
 * What `npm start` shows while it starts: one line per service or step, with the time it has taken
 * so far, so that a slow start is never silent ("DynamoDB Local … starting (12 s)", then "ready in
 * 14.2 s"). In a terminal the lines are redrawn in place each second; elsewhere (a log, CI) a step
 * prints a line when it starts and ends, and every 10 s while it runs.
 */
import readline from 'node:readline';

export interface Step {
  /** What the step is doing now, shown after its label ("seeding ticketing"). */
  detail(text: string): void;
  /** Ends the step: "ready in 14.2 s" unless told otherwise (`{s}` stands for the seconds it took). */
  done(text?: string): void;
  /** Ends the step as failed (the error itself is reported by whoever catches it). */
  fail(): void;
}

export interface Progress {
  step(label: string, detail?: string): Step;
  /** A line printed above the steps (a log line, a warning). */
  note(line: string): void;
  /** Draws the steps a last time and stops redrawing. */
  stop(): void;
}

const LABEL_WIDTH = 22;
const REPEAT_MS = 10_000;

interface Line {
  label: string;
  detail: string;
  started: number;
  /** The finished line, once the step has ended. */
  result?: string;
  /** When the line was last printed (plain output only). */
  printed: number;
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

export function progressDisplay(out: NodeJS.WriteStream = process.stdout, now: () => number = () => performance.now()): Progress {
  const live = Boolean(out.isTTY);
  const lines: Line[] = [];
  let drawn = 0;
  let stopped = false;

  const text = (l: Line) =>
    `  ${l.label.padEnd(LABEL_WIDTH)} ${l.result ?? `… ${l.detail} (${Math.floor((now() - l.started) / 1000)} s)`}`;
  const fit = (s: string) => (out.columns && s.length >= out.columns ? `${s.slice(0, out.columns - 2)}…` : s);

  const redraw = () => {
    if (!live) return;
    if (drawn) {
      readline.moveCursor(out, 0, -drawn);
      readline.cursorTo(out, 0);
      readline.clearScreenDown(out);
    }
    out.write(lines.map((l) => `${fit(text(l))}\n`).join(''));
    drawn = lines.length;
  };
  const print = (l: Line) => {
    l.printed = now();
    if (live) redraw();
    else out.write(`${text(l)}\n`);
  };

  const timer = setInterval(() => {
    if (live) return redraw();
    for (const l of lines) if (!l.result && now() - l.printed >= REPEAT_MS) print(l);
  }, 1000);
  timer.unref();

  return {
    step(label, detail = 'starting') {
      const line: Line = { label, detail, started: now(), printed: 0 };
      lines.push(line);
      if (!stopped) print(line);
      const end = (result: string) => {
        if (line.result) return;
        line.result = result.replace('{s}', seconds(now() - line.started));
        if (!stopped) print(line);
      };
      return {
        detail(next) {
          if (line.result || next === line.detail) return;
          line.detail = next;
          // A log gets it with the next 10-second line: details may change many times a second.
          if (live && !stopped) redraw();
        },
        done: (result = 'ready in {s} s') => end(result),
        fail: () => end('failed after {s} s'),
      };
    },
    note(line) {
      if (live && drawn && !stopped) {
        readline.moveCursor(out, 0, -drawn);
        readline.cursorTo(out, 0);
        readline.clearScreenDown(out);
        drawn = 0;
        out.write(`${line}\n`);
        redraw();
      } else out.write(`${line}\n`);
    },
    stop() {
      if (stopped) return;
      redraw();
      stopped = true;
      clearInterval(timer);
    },
  };
}

/** For the tests' machine-readable start (--json) and the benchmarks: no steps; notes go to stderr. */
export const silentProgress: Progress = {
  step: () => ({ detail: () => undefined, done: () => undefined, fail: () => undefined }),
  note: (line) => void process.stderr.write(`${line}\n`),
  stop: () => undefined,
};
