/** Starts one local stand-in (no web) for every integration test file, on ports of its own. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack, type StartedStack } from '../../../infra/local/stack';

// The AWS SDK warns on every process about Node 20's end of support; the README states versions.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: Omit<StartedStack, 'stop'> & { dataDir: string };
  }
}

export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-it-'));
  // Below Linux's ephemeral range (32768-60999): a port there can be held by any outgoing connection
  // of the machine, and the stand-in then fails to start (seen on a busy machine at 47106).
  const basePort = Number(process.env.IT_BASE_PORT ?? 5273);
  const stack = await startStack({ dataDir, basePort, web: false, reset: true, quiet: true, inMemory: true });
  const { stop, ...rest } = stack;
  project.provide('stack', { ...rest, dataDir });
  return async () => {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
