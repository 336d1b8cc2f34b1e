/** Checks made before anything starts, each failing with what to do about it. */
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { LocalSetupError } from './errors';
import { SERVICE_LABELS, type Ports, type ServiceName } from './ports';

export function checkJava(): void {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error) {
    throw new LocalSetupError(
      'DynamoDB Local needs Java 17 or newer, and `java` was not found.\n' +
        '  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless\n' +
        '  macOS:         brew install openjdk@17',
    );
  }
  const text = `${out.stderr}${out.stdout}`;
  const major = Number(/version "(\d+)/.exec(text)?.[1] ?? '0');
  if (major > 0 && major < 17) {
    throw new LocalSetupError(`DynamoDB Local needs Java 17 or newer; this machine has Java ${major}. Install a newer JRE.`);
  }
}

export function checkNode(): void {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    throw new LocalSetupError(`Node.js 20.19 or newer is needed; this is ${process.versions.node}.`);
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export async function checkPorts(ports: Ports, services: ServiceName[]): Promise<void> {
  const busy: string[] = [];
  for (const name of services) if (!(await portFree(ports[name]))) busy.push(`  ${ports[name]} (${SERVICE_LABELS[name]})`);
  if (busy.length) {
    throw new LocalSetupError(
      `These ports are already in use:\n${busy.join('\n')}\n` +
        'Another `npm start` may be running: stop it (Ctrl-C), find the process with `lsof -i :PORT`,\n' +
        'or start on other ports: npm start -- --base-port 6100',
    );
  }
}
