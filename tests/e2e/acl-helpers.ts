/**
 * Helpers of the access-control, password and profile browser tests: demo accounts beyond the
 * fixtures' personas (the support desk), the local mail capture, and Cloudscape select choices.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { accounts, signIn, type Account } from './support/fixtures';

/** A seeded demo account by persona, including those the shared fixtures do not name (support). */
export function demoAccount(persona: string): Account {
  const found = accounts().find((a) => a.persona === persona);
  if (!found) throw new Error(`No demo account for persona ${persona}`);
  return found;
}

/** Signs in at /login and waits for the home heading. */
export async function signInAccount(page: Page, who: Account, password?: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, who, password);
  await expect(page.getByTestId('home-heading')).toBeVisible();
}

/** The local stand-in's services sit at fixed offsets from the web port (infra/local/ports.ts: mail +5). */
export function mailUrl(): string {
  const web = new URL(process.env.E2E_WEB_URL!);
  return `${web.protocol}//${web.hostname}:${Number(web.port) + 5}`;
}

export interface CapturedMail {
  subject: string;
  destination: { to: string[] };
  body: { text: string; html: string };
}

/** Mails captured by the local SES stand-in for an address, oldest first. */
export async function mailsTo(address: string): Promise<CapturedMail[]> {
  const res = await fetch(`${mailUrl()}/store`);
  const { emails } = (await res.json()) as { emails: CapturedMail[] };
  return emails.filter((e) => e.destination.to.some((to) => to.toLowerCase() === address.toLowerCase()));
}

/** Waits for the newest password-reset mail to an address and returns its link and the login it states. */
export async function resetMail(address: string, after = 0): Promise<{ link: string; login: string; mail: CapturedMail }> {
  let mails: CapturedMail[] = [];
  await expect.poll(async () => (mails = await mailsTo(address)).length, { timeout: 15_000 }).toBeGreaterThan(after);
  const mail = mails.at(-1)!;
  const link = /https?:\/\/\S+\/password\/update\/[A-Za-z0-9_-]+/.exec(mail.body.text)?.[0];
  const login = /(?:usuari és|usuario es) ([^\s.]+(?:\.[^\s.]+)*)\./.exec(mail.body.text)?.[1];
  if (!link || !login) throw new Error(`No reset link or login in the mail to ${address}:\n${mail.body.text}`);
  return { link, login, mail };
}

/** A Cloudscape select's trigger, by its form field's label (the trigger's name starts with it). */
export function selectTrigger(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole('button', { name: new RegExp(`^${escaped}\\b`) });
}

/** Opens a Cloudscape select and picks an option. */
export async function choose(page: Page, label: string, option: string | RegExp, scope: Page | Locator = page) {
  await selectTrigger(scope, label).click();
  await page.getByRole('option', { name: option }).click();
}

/** A unique e-mail for a test run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}
