/**
 * The signed-in header (spec §2 "Shared frame") at a 1366 px laptop: a pharmacy administrator with
 * Advance still reads its own name, and the "Advance" label leads somewhere.
 */
import { expect, openHome, test } from './support/fixtures';

test.use({ viewport: { width: 1366, height: 768 } });

test('at 1366 px the user name stays visible and Advance opens the club', async ({ page }) => {
  await openHome(page, 'pharmacy-admin', /\/pharmacy$/);
  const profile = page.getByRole('button', { name: 'Menú del perfil de Joan Puig' });
  await expect(profile).toContainText('Joan Puig');
  await expect(profile.getByText('Joan Puig')).toBeVisible();
  await page
    .getByRole('link', { name: /Advance/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/guest\/pharmacy\/club$/);
});
