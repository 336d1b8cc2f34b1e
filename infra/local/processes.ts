/**
 * Child processes of the local stand-in: started with their output in .local/logs, waited for
 * until they answer, and all stopped together, also when the stand-in itself dies hard.
 *
 * Each service runs in a process group of its own (so stopping it reaches whatever it started, e.g.
 * Java under a wrapper), and a watchdog (watchdog.mjs) kills those groups when the stand-in's end
 * of its stdin closes: that happens however the stand-in ends, SIGKILL and heap exhaustion included,
 * where no exit handler runs.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { LocalSetupError } from './errors';
import { silentProgress, type Progress, type Step } from './progress';

export interface Managed {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Its line in the start-up display, ended by waitForPort. */
  step: Step;
}

const WATCHDOG = path.join(import.meta.dirname, 'watchdog.mjs');

const killGroup = (pgid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pgid, signal);
  } catch {
    /* the group is gone */
  }
};

export class ProcessGroup {
  private readonly children: Managed[] = [];
  private stopping = false;
  private watchdog: ChildProcess | undefined;

  constructor(
    private readonly logDir: string,
    /** Shows each service's start; also where "stopped unexpectedly" goes. */
    readonly progress: Progress = silentProgress,
  ) {
    fs.mkdirSync(logDir, { recursive: true });
    // For an orderly exit that skipped stopAll(); the watchdog covers the exits that run no handler.
    process.once('exit', () => {
      for (const { child } of this.children) if (running(child)) killGroup(child.pid!, 'SIGKILL');
    });
  }

  private tellWatchdog(line: string): void {
    if (!this.watchdog) {
      this.watchdog = spawn(process.execPath, [WATCHDOG], { detached: true, stdio: ['pipe', 'ignore', 'inherit'] });
      // Neither the watchdog nor its pipe may keep this process alive.
      this.watchdog.unref();
      (this.watchdog.stdin as net.Socket).unref();
      this.watchdog.stdin!.on('error', () => undefined);
    }
    this.watchdog.stdin!.write(`${line}\n`);
  }

  /**
   * `ipc: true` opens a message channel to the child (process.send / child.on('message')); `label`
   * names it in the start-up display and in errors.
   */
  start(name: string, command: string, args: string[], options: SpawnOptions & { ipc?: boolean; label?: string } = {}): Managed {
    const logFile = path.join(this.logDir, `${name}.log`);
    const out = fs.openSync(logFile, 'a');
    const { ipc, label = name, ...spawnOptions } = options;
    const step = this.progress.step(label);
    const child = spawn(command, args, {
      ...spawnOptions,
      detached: true,
      stdio: ['ignore', out, out, ...(ipc ? (['ipc'] as const) : [])],
    });
    fs.closeSync(out);
    const managed = { name, child, logFile, step };
    if (child.pid) {
      this.tellWatchdog(`+${child.pid}`);
      this.children.push(managed);
    }
    child.on('exit', (code, signal) => {
      if (child.pid) {
        // What it started may outlive it: its group goes with it.
        killGroup(child.pid, 'SIGKILL');
        this.tellWatchdog(`-${child.pid}`);
      }
      if (!this.stopping && code !== 0)
        this.progress.note(`[local] ${label} stopped unexpectedly (${signal ?? `exit ${code}`}); see ${logFile}`);
    });
    return managed;
  }

  async stopAll(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      this.children.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (!running(child)) return resolve();
            const timer = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), 5000);
            child.once('exit', () => (clearTimeout(timer), resolve()));
            killGroup(child.pid!, 'SIGTERM');
          }),
      ),
    );
    this.watchdog?.stdin?.end();
  }
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

export function tail(file: string, lines = 20): string {
  try {
    return fs
      .readFileSync(file, 'utf8')
      .trimEnd()
      .split('\n')
      .slice(-lines)
      .map((l) => `    ${l}`)
      .join('\n');
  } catch {
    return '';
  }
}

/** CPU time (clock ticks) of every process in a group, from /proc; undefined where there is none. */
export function groupCpuTicks(pgid: number): number | undefined {
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return undefined;
  }
  let ticks = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state ppid pgrp ... utime(14) stime(15).
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* it ended meanwhile */
    }
  }
  return ticks;
}

export interface WaitOptions {
  /** Fail when the service has neither written to its log nor used CPU for this long (default 120 s). */
  stallMs?: number;
  /** Fail past this however busy it is (default 15 minutes): a service busy for that long is stuck. */
  limitMs?: number;
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/**
 * Resolves when something listens on the port. There is no fixed time limit: a loaded machine may
 * take minutes, and a start is given up only when the process died, or when it has shown no sign of
 * work (log output or CPU time) for `stallMs`; the error then names it and quotes its log's end.
 */
export async function waitForPort(managed: Managed | null, port: number, label: string, opts: WaitOptions = {}): Promise<void> {
  const { stallMs = 120_000, limitMs = 15 * 60_000 } = opts;
  const started = Date.now();
  let lastSign = started;
  let lastLogSize = -1;
  let lastCpu: number | undefined;
  let nextLook = 0;
  const logSize = () => {
    try {
      return managed ? fs.statSync(managed.logFile).size : 0;
    } catch {
      return 0;
    }
  };
  const withLog = (text: string) =>
    managed ? `${text}\n  Its last output (${managed.logFile}):\n${tail(managed.logFile)}` : text;

  try {
    await waitUntilOpen();
    managed?.step.done();
  } catch (error) {
    managed?.step.fail();
    throw error;
  }

  async function waitUntilOpen(): Promise<void> {
    for (;;) {
      if (managed && !running(managed.child)) {
        const { exitCode, signalCode } = managed.child;
        throw new LocalSetupError(withLog(`${label} exited while starting (${signalCode ?? `exit code ${exitCode}`}).`));
      }
      if (await portOpen(port)) return;
      const now = Date.now();
      if (now >= nextLook) {
        nextLook = now + 1000;
        const size = logSize();
        const cpu = managed?.child.pid ? groupCpuTicks(managed.child.pid) : undefined;
        if (size !== lastLogSize || (cpu !== undefined && cpu !== lastCpu)) lastSign = now;
        lastLogSize = size;
        lastCpu = cpu;
        const waited = Math.round((now - started) / 1000);
        if (now - lastSign > stallMs)
          throw new LocalSetupError(
            withLog(
              `${label} did not open port ${port}: nothing in its log and no CPU time for ${Math.round(stallMs / 1000)} s (started ${waited} s ago).`,
            ),
          );
        if (now - started > limitMs) throw new LocalSetupError(withLog(`${label} did not open port ${port} in ${waited} s.`));
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}
