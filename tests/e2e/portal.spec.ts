/**
 * The pharmacy guest portal (spec §1, §2): tiles by role, document areas, opening a file
 * by its portal link, communication, webinars, embedded reports and the partner-app redirect.
 */
import { apiCall } from './support/api';
import { account, expect, openAs, openHome, test, type Account } from './support/fixtures';

/** The seeded pharmacy guest without role 40 (agreements), whose party has no business manager. */
const basic = (): Account => ({
  persona: 'pharmacy-basic',
  login: 'farmacia-basica',
  password: account('pharmacy-guest').password,
});

test.describe('pharmacy portal', () => {
  test('the platform tiles follow the roles held', async ({ page }) => {
    await openAs(page, 'pharmacy-guest', '/guest/pharmacy/platform');
    const tiles = page.locator('[data-testid^="tile-platform_"]');
    await expect(tiles).toHaveText(['Compres', 'Facturació', 'Acords', 'Catàleg']);
    await page.goto('/guest/pharmacy/bi');
    await expect(page.locator('[data-testid^="tile-bi_"]')).toHaveCount(4);

    await openAs(page, basic(), '/guest/pharmacy/platform');
    await expect(page.locator('[data-testid^="tile-platform_"]')).toHaveText(['Compres', 'Facturació', 'Catàleg']);
    // Without role 40 the agreements area is forbidden.
    await page.goto('/guest/pharmacy/platform/agreements');
    await expect(page).toHaveURL(/\/forbidden$/);
  });

  test('a document area opens its folders with the address and files through the API', async ({ page }) => {
    await openAs(page, 'pharmacy-guest', '/guest/pharmacy/platform/catalog');
    await page.getByTestId('tree-directory-310').getByRole('button').click();
    await expect(page).toHaveURL(/\/guest\/pharmacy\/platform\/catalog\/310$/);
    await expect(page.getByRole('navigation', { name: 'Ruta de navegació' })).toContainText('Dermocosmètica');
    const opened = page.waitForResponse((r) => r.url().includes('/api/guest/pharmacy/platform/catalog/files/5'));
    const [tab] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('tree-file-5').getByRole('button').click()]);
    expect((await opened).status()).toBe(200);
    // The name in the reader's language (RFC 5987 form), shown inline.
    const disposition = new URL(tab.url()).searchParams.get('response-content-disposition')!;
    expect(disposition).toMatch(/^inline;/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('Catàleg de dermocosmètica.pdf')}`);
    await tab.close();
    // A link file opens the link itself; its tooltip shows on hover.
    await page.goto('/guest/pharmacy/platform/agreements/303');
    await page.getByTestId('tree-file-4').getByRole('button').hover();
    await expect(page.getByText('Obre la pàgina de condicions').first()).toBeVisible();
  });

  test('a portal file link opens under its own top directory only, for the holders of its roles', async ({ page }) => {
    // Another top directory than the file's: not found.
    await openAs(page, 'pharmacy-guest', '/guest/pharmacy/file/15/1');
    await expect(page.getByTestId('file-error')).toContainText('no existeix');
    // Its own: the file opens in this tab.
    const response = page.waitForResponse((r) => r.url().includes('/acord-marc-2026.pdf'));
    await page.goto('/guest/pharmacy/file/14/1');
    expect((await response).status()).toBe(200);

    const other = await page.context().browser()!.newPage();
    await openAs(other, basic(), '/guest/pharmacy/file/14/1');
    await expect(other.getByTestId('file-error')).toContainText('No teniu prou permisos');
    await other.close();
  });

  test('communication: the business manager with a messaging link, or the notice that there is none', async ({ page }) => {
    await openHome(page, 'pharmacy-guest', /\/pharmacy$/);
    await page.getByRole('link', { name: 'Ajuda i contacte' }).click();
    await expect(page).toHaveURL(/\/guest\/pharmacy\/communication$/);
    const manager = page.getByTestId('business-manager');
    await expect(manager).toContainText('Marta Vidal');
    await expect(manager.getByRole('link', { name: 'marta.vidal@example.com' })).toHaveAttribute(
      'href',
      'mailto:marta.vidal@example.com',
    );
    await expect(page.getByTestId('messaging-link')).toHaveAttribute('href', 'https://wa.me/34600111222');
    await expect(page.getByText('Seu central')).toBeVisible();
    for (const department of ['Màrqueting', 'Administració', 'Compres', 'Consultoria']) {
      await expect(page.getByText(department, { exact: true })).toBeVisible();
    }

    await openAs(page, basic(), '/guest/pharmacy/communication');
    await expect(page.getByTestId('no-business-manager')).toHaveText(/No teniu cap gestor comercial assignat/);
  });

  test('webinars: six placeholders while loading, then three columns; a video plays in its card', async ({ page }) => {
    // The list answers once the placeholders have been seen (no fixed delay).
    let answer!: () => void;
    const placeholdersSeen = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/guest/pharmacy/opc/webinars', async (route) => {
      await placeholdersSeen;
      await route.continue();
    });
    await openAs(page, 'pharmacy-admin', '/guest/pharmacy/opc/webinars');
    await expect(page.getByTestId('webinars-loading').locator('li')).toHaveCount(6);
    answer();
    const grid = page.getByTestId('webinars');
    // As many cards as the server lists (the operations specs add webinars on the same stand-in).
    const listed = (await apiCall(page, 'guest-pharmacy.webinars')).data;
    expect(listed.length).toBeGreaterThanOrEqual(7);
    await expect(grid.locator('li')).toHaveCount(listed.length);
    const columns = await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(3);
    await page.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ body: '<p>video</p>', contentType: 'text/html' }),
    );
    await grid.locator('li').first().getByRole('button').click();
    await expect(grid.locator('li').first().locator('iframe')).toHaveAttribute('src', /youtube/);
  });

  test('reports are embedded filtered by the party code; an unknown private report shows nothing', async ({ page }) => {
    await openAs(page, 'pharmacy-guest', '/guest/pharmacy/bi/reports');
    await expect(page).toHaveURL(/\/bi\/reports\/index$/);
    const frame = page.frameLocator('[data-testid="report-frame"]');
    await expect(frame.locator('#subject')).toBeVisible();
    await expect(frame.locator('.filter[data-exempt="false"]').first()).toContainText('S08001');
    await expect(page.getByTestId('report-pages').getByRole('button')).toHaveCount(4);

    await page.goto('/guest/pharmacy/bi/reports/private/ranking');
    await expect(frame.locator('h1')).toHaveText('Rànquing de productes');

    let called = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/powerbi/report/')) called = true;
    });
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto('/guest/pharmacy/bi/reports/private/unknown');
    await expect(page.getByTestId('report-none')).toBeAttached();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(called).toBe(false);
    await expect.poll(() => warnings.some((w) => w.includes('invalid code'))).toBe(true);
  });

  test('the BI demo entry redirects to the partner application', async ({ page }) => {
    await openAs(page, 'pharmacy-guest', '/guest/pharmacy/bi');
    await page.getByTestId('tile-bi_demo').click();
    await expect(page).toHaveURL(/\/api\/public\/fede\/demo\?token=.+&demo=1/);
  });
});
