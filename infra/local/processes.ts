/**
 * Child processes of the local stand-in: started with their output in .local/logs, waited for
 * until they answer, and all stopped together.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { LocalSetupError } from './errors';

export interface Managed {
  name: string;
  child: ChildProcess;
  logFile: string;
}

export class ProcessGroup {
  private readonly children: Managed[] = [];
  private stopping = false;

  constructor(private readonly logDir: string) {
    fs.mkdirSync(logDir, { recursive: true });
    // Safety net: however this process ends, its emulators must not outlive it.
    process.once('exit', () => {
      for (const { child } of this.children) if (child.exitCode === null) child.kill('SIGKILL');
    });
  }

  /** `ipc: true` opens a message channel to the child (process.send / child.on('message')). */
  start(name: string, command: string, args: string[], options: SpawnOptions & { ipc?: boolean } = {}): Managed {
    const logFile = path.join(this.logDir, `${name}.log`);
    const out = fs.openSync(logFile, 'a');
    const { ipc, ...spawnOptions } = options;
    const child = spawn(command, args, { ...spawnOptions, stdio: ['ignore', out, out, ...(ipc ? (['ipc'] as const) : [])] });
    fs.closeSync(out);
    const managed = { name, child, logFile };
    this.children.push(managed);
    child.on('exit', (code, signal) => {
      if (!this.stopping && code !== 0) {
        process.stderr.write(`\n[local] ${name} stopped unexpectedly (${signal ?? `exit ${code}`}); see ${logFile}\n`);
      }
    });
    return managed;
  }

  async stopAll(): Promise<void> {
    this.stopping = true;
    await Promise.all(
      this.children.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
            child.once('exit', () => (clearTimeout(timer), resolve()));
            child.kill('SIGTERM');
          }),
      ),
    );
  }
}

function tail(file: string, lines = 15): string {
  try {
    return fs.readFileSync(file, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Resolves when something listens on the port; fails early if the process died. */
export async function waitForPort(managed: Managed | null, port: number, label: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (managed && managed.child.exitCode !== null) {
      throw new LocalSetupError(
        `${label} exited while starting. Its last output (${managed.logFile}):\n${tail(managed.logFile)}`,
      );
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new LocalSetupError(
    `${label} did not start within ${timeoutMs / 1000} s.` +
      (managed ? ` Its last output (${managed.logFile}):\n${tail(managed.logFile)}` : ''),
  );
}
