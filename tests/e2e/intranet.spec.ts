/**
 * The intranet document tree (spec §2): an administrator makes a directory, uploads a PDF
 * into it (a real presigned PUT to the local S3) and a pharmacy guest with that area's role opens
 * it from the news list; a path that does not resolve is reported and reset to the root.
 */
import { expect, openAs, openHome, test } from './support/fixtures';
import { expectAlert, samplePdf } from './support/portal';

test.describe('intranet administration', () => {
  test('an upload into a new directory reaches the news of a pharmacy with the role', async ({ browser, page }) => {
    const tag = `${Date.now()}`.slice(-7);
    const directory = `Circulars ${tag}`;
    const fileCa = `Circular de proves ${tag}`;
    const fileEs = `Circular de pruebas ${tag}`;
    const pdf = samplePdf(`Circular ${tag}`);

    await openHome(page, 'internal-admin', /\/internal$/);
    await page.getByTestId('tile-intranet').click();
    await expect(page).toHaveURL(/\/intranet\/home$/);

    // Agreements (top directory 14): farmacia holds role 40.
    await page.getByRole('button', { name: 'Acords', exact: true }).click();
    await expect(page).toHaveURL(/\/intranet\/home\/14$/);
    // Top directories are locked: no admin menu.
    await expect(page.getByTestId('directory-menu-14')).toHaveCount(0);

    await page.getByRole('button', { name: 'Nova carpeta' }).click();
    const dirDialog = page.getByRole('dialog', { name: 'Nova carpeta' });
    await expect(dirDialog.getByTestId('directory-picker')).toContainText('Acords');
    await dirDialog.getByLabel('Nom en català').fill(directory);
    await dirDialog.getByLabel('Nom en castellà').fill(`${directory} es`);
    await dirDialog.getByLabel('Ordre').fill('5');
    await dirDialog.getByRole('button', { name: 'Crea' }).click();
    await expectAlert(page, "S'ha creat correctament.");
    await expect(dirDialog).toBeHidden();
    // The new directory opens at once.
    await expect(page).toHaveURL(/\/intranet\/home\/14-\d+$/);
    const dirId = page.url().split('-').pop()!;
    await expect(page.getByTestId(`tree-directory-${dirId}`)).toContainText(directory);

    await page.getByTestId(`directory-menu-${dirId}`).getByRole('button').click();
    await page.getByRole('menuitem', { name: 'Nou fitxer aquí' }).click();
    const fileDialog = page.getByRole('dialog', { name: 'Nou fitxer' });
    await expect(fileDialog.getByTestId('directory-picker')).toContainText(directory);
    // Saving without the required fields says what is missing.
    await fileDialog.getByRole('button', { name: 'Crea' }).click();
    await expect(fileDialog.getByText('Aquest camp és obligatori.')).toHaveCount(2);
    await expect(fileDialog.getByText('Trieu un fitxer.')).toHaveCount(2);

    await fileDialog.getByLabel('Nom en català').fill(fileCa);
    await fileDialog.getByLabel('Nom en castellà').fill(fileEs);
    await fileDialog.getByTestId('file-upload-ca').locator('input[type=file]').setInputFiles({
      name: 'circular-ca.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await fileDialog.getByTestId('file-upload-es').locator('input[type=file]').setInputFiles({
      name: 'circular-es.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await fileDialog.getByLabel('Ajuda emergent en català').fill('Llegiu-la abans de divendres');
    const puts: number[] = [];
    page.on('response', (r) => {
      if (r.request().method() === 'PUT' && r.url().includes('/intranet/files/')) puts.push(r.status());
    });
    await fileDialog.getByRole('button', { name: 'Crea' }).click();
    await expectAlert(page, "S'ha creat correctament.");
    await expect(fileDialog).toBeHidden();
    // Both languages went straight to storage with a presigned PUT.
    expect(puts).toEqual([200, 200]);
    await expect(page).toHaveURL(new RegExp(`/intranet/home/14-${dirId}$`));
    const fileNode = page.locator('[data-testid^="tree-file-"]', { hasText: fileCa });
    await expect(fileNode).toBeVisible();

    // Copy link: the portal address of the file.
    const fileId = (await fileNode.getAttribute('data-testid'))!.replace('tree-file-', '');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByTestId(`file-menu-${fileId}`).getByRole('button').click();
    await page.getByRole('menuitem', { name: "Copia l'enllaç" }).click();
    await expectAlert(page, "S'ha copiat al porta-retalls.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${new URL(page.url()).origin}/guest/pharmacy/file/14/${fileId}`,
    );

    // The pharmacy guest (role 40) finds it first in the news and opens it.
    const guest = await browser.newPage();
    await openHome(guest, 'pharmacy-guest', /\/pharmacy$/);
    await guest.getByRole('link', { name: 'Novetats' }).first().click();
    await expect(guest).toHaveURL(/\/guest\/pharmacy\/news$/);
    const rows = guest.getByTestId('news-table').locator('tbody tr');
    await expect(rows.first()).toContainText(fileCa);
    await expect(rows.first()).toContainText('Acords');
    const [tab] = await Promise.all([guest.waitForEvent('popup'), guest.getByTestId(`news-file-${fileId}`).click()]);
    await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
    const opened = new URL(tab.url());
    expect(opened.searchParams.get('response-content-disposition')).toContain(`inline; filename="${fileCa}.pdf"`);
    // The bytes are the ones uploaded.
    const served = await guest.request.get(tab.url());
    expect(served.status()).toBe(200);
    expect(Buffer.from(await served.body()).equals(pdf)).toBe(true);

    // Its folder link leads to the directory inside the agreements area.
    await rows.first().getByRole('link', { name: 'Acords' }).click();
    await expect(guest).toHaveURL(new RegExp(`/guest/pharmacy/platform/agreements/${dirId}$`));
    await expect(guest.getByTestId(`tree-file-${fileId}`)).toBeVisible();
    await guest.close();

    // Clean up: deleting a directory that holds files asks first and says so.
    await page.getByTestId(`directory-menu-${dirId}`).getByRole('button').click();
    await page.getByRole('menuitem', { name: 'Elimina' }).click();
    const confirm = page.getByRole('dialog', { name: 'Elimina la carpeta' });
    await expect(confirm).toContainText("També s'eliminarà tot el que conté: 0 carpetes i 1 fitxer.");
    await confirm.getByRole('button', { name: 'Elimina' }).click();
    await expectAlert(page, "S'ha eliminat correctament.");
    // The address stepped back to what still exists, without an error.
    await expect(page).toHaveURL(/\/intranet\/home\/14$/);
    await expect(page.getByTestId(`tree-directory-${dirId}`)).toHaveCount(0);
    await expect(page.getByTestId('alerts').getByText("No s'ha trobat el camí")).toHaveCount(0);
  });

  test('a path that does not resolve shows the error and resets to the root', async ({ page }) => {
    await openAs(page, 'internal-admin', '/intranet/home/14-999999');
    await expectAlert(page, "No s'ha trobat el camí; es mostra la carpeta arrel.");
    await expect(page).toHaveURL(/\/intranet\/home$/);
    await expect(page.getByRole('button', { name: 'Acords', exact: true })).toBeVisible();
    // A directory under another parent does not resolve either.
    await page.goto('/intranet/home/15-300');
    await expect(page).toHaveURL(/\/intranet\/home$/);
  });

  test('a pharmacy guest area resets a bad path the same way', async ({ page }) => {
    await openAs(page, 'pharmacy-guest', '/guest/pharmacy/platform/agreements/300-999');
    await expectAlert(page, "No s'ha trobat el camí; es mostra la carpeta arrel.");
    await expect(page).toHaveURL(/\/guest\/pharmacy\/platform\/agreements$/);
    await page.goto('/guest/pharmacy/platform/agreements/300-301');
    await expect(page.getByTestId('tree-file-2')).toBeVisible();
  });

  test('moving a directory needs a target', async ({ page }) => {
    await openAs(page, 'internal-admin', '/intranet/home/15');
    await page.getByTestId('directory-menu-311').getByRole('button').click();
    await page.getByRole('menuitem', { name: 'Mou' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mou la carpeta' });
    await dialog.getByRole('button', { name: 'Mou' }).click();
    await expect(dialog.getByText('Trieu la carpeta de destinació.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel·la' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the pharmacy home carousel: add a banner at the end, then remove it after asking', async ({ page }) => {
    // A 1×1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const name = `banner-${Date.now()}.png`;
    await openAs(page, 'internal-admin', '/intranet/home');
    await page.getByTestId('area-nav').getByRole('link', { name: "Bàners de l'inici" }).click();
    await expect(page).toHaveURL(/\/intranet\/sliders$/);
    const catalan = page.locator('.slider-list').first();
    await expect(catalan.locator('li')).toHaveCount(3);
    await page.locator('input[type=file]').first().setInputFiles({ name, mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Afegeix', exact: true }).first().click();
    await expectAlert(page, "S'ha creat correctament.");
    await expect(catalan.locator('li')).toHaveCount(4);
    await expect(catalan.locator('li').last()).toContainText(name);
    await catalan.getByRole('button', { name: `Elimina ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Elimina el bàner' });
    await dialog.getByRole('button', { name: 'Elimina' }).click();
    await expectAlert(page, "S'ha eliminat correctament.");
    await expect(catalan.locator('li')).toHaveCount(3);
  });
});
