/**
 * Each demo persona lands on its home (spec §2 "Home"): the heading, the party, the
 * tiles or links of the areas it may open (each leading to a page that exists and that it may
 * see) and, for pharmacies, the banner carousel from /api/public/pharmacy/sliders.
 */
import { account, expect, openHome, signIn, signInAs, test } from './support/fixtures';

test.describe('each persona lands on its home', () => {
  for (const [persona, home] of [
    ['internal-admin', /\/internal$/],
    ['internal-staff', /\/internal$/],
    ['laboratory-guest', /\/laboratory$/],
    ['pharmacy-guest', /\/pharmacy$/],
    ['pharmacy-admin', /\/pharmacy$/],
  ] as const) {
    test(`${persona} → ${home.source}`, async ({ page }) => {
      // Signed in already (the form's own landing is session.spec's first test): the root sends home.
      await openHome(page, persona, home);
      await expect(page.getByTestId('home-heading')).toHaveText(/^Hola, .+/);
      await expect(page.getByRole('button', { name: /Menú del perfil de/ })).toBeVisible();
      // Every tile or link leads to a page that exists and that this persona may see.
      const targets = await page
        .locator('[data-testid^="tile-"], [data-testid^="link-"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
      if (persona !== 'internal-staff') expect(targets.length).toBeGreaterThan(0);
      for (const href of targets) {
        await page.goto(href);
        // Judged once rendered: the guard has decided (a refusal redirects) and the screen has loaded.
        await expect(page.locator('h1').first(), href).toBeVisible();
        await expect(page.getByTestId('not-found-message')).toHaveCount(0);
        await expect(page, href).not.toHaveURL(/\/(forbidden|login)/);
      }
    });
  }

  test('the pharmacy home shows the banner carousel, which swipes past a quarter of its width', async ({ page }) => {
    const sliders = page.waitForResponse((r) => r.url().includes('/api/public/pharmacy/sliders'));
    await openHome(page, 'pharmacy-guest', /\/pharmacy$/);
    expect((await sliders).status()).toBe(200);
    const carousel = page.getByTestId('carousel');
    await expect(carousel).toBeVisible();
    // Three banners, one shown: the others are hidden from assistive technology until shown.
    await expect(carousel.locator('.carousel-slide')).toHaveCount(3);
    await expect(carousel.getByRole('group')).toHaveCount(1);
    await expect(carousel.getByRole('group')).toHaveAccessibleName('Bàner 1 de 3');
    await expect(carousel.locator('img').first()).toHaveJSProperty('complete', true);
    const dots = carousel.getByRole('button', { name: /Mostra el bàner/ });
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');

    const viewport = carousel.locator('.carousel-viewport');
    const box = (await viewport.boundingBox())!;
    const y = box.y + box.height / 2;
    // A short drag (a fifth of the width) snaps back.
    await page.mouse.move(box.x + box.width * 0.6, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.4, y, { steps: 5 });
    await page.mouse.up();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    // Past a quarter: next banner.
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.4, y, { steps: 5 });
    await page.mouse.up();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    // The buttons too.
    await carousel.getByRole('button', { name: 'Bàner següent' }).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  });

  // The two sign-out tests sign in through the form: a fresh session of their own to end (where
  // Cognito revokes on sign-out, ending a shared one would end it for the tests after them).
  test('the header shows the party and user names and the profile menu logs out', async ({ page }) => {
    await signInAs(page, 'pharmacy-guest', /\/pharmacy$/);
    const header = page.locator('header');
    await expect(header.getByRole('link', { name: "Farmàcia Puig i Soler: anar a l'inici" })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Menú del perfil de Laia Puig' })).toContainText('Laia Puig');
    await header.getByRole('button', { name: 'Menú del perfil de Laia Puig' }).click();
    await page.getByRole('menuitem', { name: 'Tanca la sessió' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('/logout signs out on load', async ({ page }) => {
    await signInAs(page, 'laboratory-guest', /\/laboratory$/);
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    // Signed out: protected pages send to login again.
    await page.goto('/laboratory');
    await expect(page).toHaveURL(/\/login\?next=%2Flaboratory$/);
  });

  test('a signed-in visit to /login goes home', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, account('internal-staff'));
    await expect(page).toHaveURL(/\/internal$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/internal$/);
  });
});
