/**
 * Fixtures shared by the browser tests: the stand-in's URL, its demo accounts, sign-in helpers.
 *
 * A test that is not about signing in opens its page already signed in (`openAs`, `openHome`):
 * each account signs in through the login form once per run (the first test that needs it) and
 * later tests, in any worker and on a retry, start from the session the app stored (localStorage),
 * which costs one page load instead of a form sign-in.
 * The form (`signIn`, `signInAs`) stays for tests about the sign-in itself or an account they change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export type Persona =
  | 'internal-admin'
  | 'internal-staff'
  | 'warehouse'
  | 'warehouse-distribution'
  | 'pharmacy-guest'
  | 'pharmacy-admin'
  | 'laboratory-guest';

export interface Account {
  persona: string;
  login: string;
  password: string;
}

export function accounts(): Account[] {
  const raw = process.env.E2E_ACCOUNTS;
  if (!raw) throw new Error('E2E_ACCOUNTS is not set: run through playwright.config.ts (its global setup starts the stand-in)');
  return JSON.parse(raw) as Account[];
}

export function account(persona: Persona): Account {
  const found = accounts().find((a) => a.persona === persona);
  if (!found) throw new Error(`No demo account for persona ${persona}`);
  return found;
}

/** Fills the login form and submits it with Enter (spec §2: Enter submits). */
export async function signIn(page: Page, persona: Persona | Account, password?: string): Promise<void> {
  const who = typeof persona === 'string' ? account(persona) : persona;
  await page.getByLabel(/^(Usuari|Usuario)$/).fill(who.login);
  const field = page.getByLabel(/^(Contrasenya|Contraseña)$/);
  await field.fill(password ?? who.password);
  await field.press('Enter');
}

/** Goes to /login, signs in and waits for the home the persona lands on. */
export async function signInAs(page: Page, persona: Persona, home: RegExp): Promise<void> {
  await page.goto('/login');
  await signIn(page, persona);
  await expect(page).toHaveURL(home);
  await expect(page.getByTestId('home-heading')).toBeVisible();
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Per worker (module state): each account's stored session, once read or made. */
const sessions = new Map<string, Promise<StorageState>>();

/**
 * Where the run keeps the sessions for every worker (the global setup makes the folder and removes
 * it at the end): a worker that signed an account in writes its session there, and the next worker
 * (a second one, or the fresh one after a failed test) reads it instead of signing in again.
 */
const sessionFile = (who: Account): string | undefined => {
  const dir = process.env.E2E_SESSIONS_DIR;
  return dir && fs.existsSync(dir) ? path.join(dir, `${encodeURIComponent(who.login)}.json`) : undefined;
};

/**
 * What the app keeps in the browser once `who` has signed in through the form (Cognito's tokens,
 * the app's token and user), from a context of its own, once per run.
 */
function sessionOf(browser: Browser, who: Account): Promise<StorageState> {
  let state = sessions.get(who.login);
  if (!state) {
    state = (async () => {
      const file = sessionFile(who);
      if (file && fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as StorageState;
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto('/login');
        await signIn(page, who);
        await expect(page.getByTestId('home-heading')).toBeVisible();
        const signedIn = await context.storageState();
        if (file) {
          // Written whole, then renamed: a worker reading at the same moment never sees half a file.
          fs.writeFileSync(`${file}.${process.pid}`, JSON.stringify(signedIn));
          fs.renameSync(`${file}.${process.pid}`, file);
        }
        return signedIn;
      } finally {
        await context.close();
      }
    })();
    // A failed sign-in is not kept: the next test tries again.
    state.catch(() => sessions.delete(who.login));
    sessions.set(who.login, state);
  }
  return state;
}

/**
 * Opens `path` signed in as `who`, from its stored session (no login form). It replaces whatever
 * this page's context had stored (another account included); init scripts (a locale) still apply.
 * Safe for tests that sign out or impersonate: sign-out is local to the context (the stand-in's
 * tokens cannot be revoked; no route signs anybody out globally), and the stored session stays.
 */
export async function openAs(page: Page, who: Persona | Account, path: string): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('openAs needs a page of a browser context');
  const state = await sessionOf(browser, typeof who === 'string' ? account(who) : who);
  await page.context().setStorageState(state);
  await page.goto(path);
}

/** Opens the home `who` lands on (the root redirects there) and waits for its heading. */
export async function openHome(page: Page, who: Persona | Account, home?: RegExp): Promise<void> {
  await openAs(page, who, '/');
  if (home) await expect(page).toHaveURL(home);
  await expect(page.getByTestId('home-heading')).toBeVisible();
}

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's parameter list
  baseURL: async ({}, use) => {
    const url = process.env.E2E_WEB_URL;
    if (!url) throw new Error('E2E_WEB_URL is not set');
    await use(url);
  },
});

export { expect };
