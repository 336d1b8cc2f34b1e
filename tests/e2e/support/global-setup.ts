/**
 * Starts the local stand-in (emulators, seeded demo accounts, local API, Vite dev server) once for
 * the browser tests and hands its URLs and accounts to the workers through the environment.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';

export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  // The accounts' stored sessions, shared by the run's workers (fixtures.ts, sessionOf).
  const sessions = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-sessions-'));
  process.env.E2E_SESSIONS_DIR = sessions;
  const dropSessions = () => fs.rmSync(sessions, { recursive: true, force: true });
  if (process.env.E2E_WEB_URL && process.env.E2E_ACCOUNTS) {
    await warmUp(process.env.E2E_WEB_URL);
    return async () => dropSessions();
  }
  const { startStack } = await import('../../../infra/local/stack');
  const stack = await startStack({
    dataDir: process.env.E2E_DATA_DIR ?? '.local/e2e',
    basePort: Number(process.env.E2E_BASE_PORT ?? 5373),
    web: true,
    // `npm test` builds once into E2E_WEB_BUILD and serves that; alone, the dev server.
    webPreview: process.env.E2E_WEB_BUILD,
    reset: true,
    // Nothing of a run is kept: DynamoDB Local's tables in memory, no disk writes.
    inMemory: true,
    quiet: true,
  });
  process.env.E2E_WEB_URL = stack.urls.web;
  process.env.E2E_API_URL = stack.urls.api;
  process.env.E2E_ACCOUNTS = JSON.stringify(stack.accounts);
  await warmUp(stack.urls.web);
  return async () => {
    dropSessions();
    await stack.stop();
  };
}

/** The first visit of a Vite dev server transforms every module: do it before the clocks start. */
async function warmUp(web: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      const res = await fetch(process.env.E2E_WEB_BUILD ? `${web}/login` : `${web}/src/main.tsx`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The web dev server at ${web} did not answer`);
    await new Promise((r) => setTimeout(r, 500));
  }
  await fetch(`${web}/login`).catch(() => undefined);
}
