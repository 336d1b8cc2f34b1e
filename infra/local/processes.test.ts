import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { describe, expect, it } from 'vitest';
import { ProcessGroup, waitForPort } from './processes';

const PARENT = path.join(import.meta.dirname, 'testing', 'lifeline-parent.ts');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function gone(pids: number[], withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (!pids.some(alive)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !pids.some(alive);
}

/** Starts the minimal parent; answers its service's pid and that service's own child's pid. */
async function startParent(how: 'wait' | 'oom', nodeArgs: string[] = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lifeline-'));
  const parent = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', PARENT, dir, how], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  parent.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    parent.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  const [child, grandchild] = await new Promise<number[]>((resolve, reject) => {
    readline.createInterface({ input: parent.stdout }).on('line', (line) => {
      if (line.startsWith('READY ')) resolve(line.slice(6).split(' ').map(Number));
    });
    void exited.then((how) => reject(new Error(`the parent ended (${how}) before its service started:\n${stderr}`)));
  });
  return { parent, child: child!, grandchild: grandchild!, exited, stderr: () => stderr, dir };
}

// The API once ran out of heap and DynamoDB Local, S3, Cognito, mail and web kept their ports.
describe('services started by the stand-in die with it', () => {
  it.each(['SIGKILL', 'SIGTERM'] as const)('when it gets %s', { timeout: 60_000 }, async (signal) => {
    const { parent, child, grandchild, exited, dir } = await startParent('wait');
    expect(alive(child) && alive(grandchild)).toBe(true);
    parent.kill(signal);
    expect(await exited).toBe(signal);
    expect(await gone([child, grandchild], 5000)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('when it runs out of heap', { timeout: 120_000 }, async () => {
    const { child, grandchild, exited, stderr, dir } = await startParent('oom', ['--max-old-space-size=64']);
    await exited;
    expect(stderr()).toMatch(/heap out of memory/);
    expect(await gone([child, grandchild], 5000)).toBe(true);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('waiting for a service to open its port', () => {
  const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'wait-'));
  const freePort = () =>
    new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });

  it('keeps waiting past the stall limit while the service keeps writing to its log', { timeout: 30_000 }, async () => {
    const group = new ProcessGroup(dir());
    const port = await freePort();
    // Busy for 3 s (a line every 200 ms), then it listens: three times the stall limit below.
    const script = `let n=0;const t=setInterval(()=>console.log('step',++n),200);setTimeout(()=>{clearInterval(t);require('net').createServer().listen(${port},'127.0.0.1')},3000)`;
    const managed = group.start('slow', process.execPath, ['-e', script]);
    await expect(waitForPort(managed, port, 'Slow service', { stallMs: 1000 })).resolves.toBeUndefined();
    await group.stopAll();
  });

  it('gives up on a silent service, naming it and quoting its last lines', { timeout: 30_000 }, async () => {
    const group = new ProcessGroup(dir());
    const managed = group.start('silent', 'sh', ['-c', 'echo "loading the jar"; exec sleep 30']);
    await expect(waitForPort(managed, await freePort(), 'Silent service', { stallMs: 1500 })).rejects.toThrow(
      /Silent service did not open port \d+: nothing in its log and no CPU time for 2 s[\s\S]*loading the jar/,
    );
    await group.stopAll();
  });

  it('fails at once when the service dies, with its last lines', { timeout: 30_000 }, async () => {
    const group = new ProcessGroup(dir());
    const managed = group.start('dying', 'sh', ['-c', 'echo "Error: could not bind"; exit 3']);
    await expect(waitForPort(managed, await freePort(), 'Dying service')).rejects.toThrow(
      /Dying service exited while starting \(exit code 3\)[\s\S]*could not bind/,
    );
    await group.stopAll();
  });
});
