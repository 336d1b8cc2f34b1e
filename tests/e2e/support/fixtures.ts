/** Fixtures shared by the browser tests: the stand-in's URL, its demo accounts, sign-in helpers. */
import { test as base, expect, type Page } from '@playwright/test';

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

export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's parameter list
  baseURL: async ({}, use) => {
    const url = process.env.E2E_WEB_URL;
    if (!url) throw new Error('E2E_WEB_URL is not set');
    await use(url);
  },
});

export { expect };
