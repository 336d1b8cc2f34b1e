/**
 * The operations recycle bin in the browser, in Catalan and Spanish: a deleted pharmacy's
 * warning with its undo stays (it no longer vanishes after 7 s), the list does not show the row, and
 * once the warning is closed the pharmacy is restored from the list's deleted view and opens again.
 */
import { apiCall } from './support/api';
import { account, expect as baseExpect, openAs, test } from './support/fixtures';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const operations = () => ({ persona: 'operacions', login: 'operacions', password: account('internal-admin').password });

const TEXT = {
  ca: {
    name: 'Farmàcia Terrassa Est',
    party: 1510,
    deleted: "S'ha eliminat la farmàcia.",
    restored: "S'ha recuperat la farmàcia.",
    close: 'Tanca la notificació',
    deletedView: 'Eliminats',
    restore: 'Recupera Farmàcia Terrassa Est',
  },
  es: {
    name: 'Farmàcia Badalona Mar',
    party: 1511,
    deleted: 'Se ha eliminado la farmacia.',
    restored: 'Se ha recuperado la farmacia.',
    close: 'Cerrar la notificación',
    deletedView: 'Eliminados',
    restore: 'Recuperar Farmàcia Badalona Mar',
  },
} as const;

for (const locale of ['ca', 'es'] as const) {
  test(`a deleted pharmacy is restored from the deleted view after its alert is gone (${locale})`, async ({ page }) => {
    const text = TEXT[locale];
    await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
    await page.clock.install();
    await openAs(page, operations(), '/opc');
    const created = await apiCall(page, 'operations.pharmacies.store', {
      body: { party_id: text.party, id_store: 880 + text.party, codes_fede: [`R${text.party}`], date: '2025-05-05' },
    });
    await page.goto(`/opc/pharmacies/${created.data.id}`);
    await expect(page.getByRole('heading', { level: 1, name: text.name })).toBeVisible();

    await page.getByTestId('pharmacy-delete').click();
    await expect(page).toHaveURL(/\/opc\/pharmacies$/);
    const alerts = page.getByTestId('alerts');
    await expect(alerts.getByText(text.deleted)).toBeVisible();
    const list = page.getByTestId('opc-pharmacies-table');
    await expect(list.locator('tbody tr').first()).toBeVisible();
    await expect(list.getByRole('link', { name: text.name })).toHaveCount(0);

    // A minute later the warning and its undo are still there; the user closes it.
    await page.clock.fastForward(60_000);
    await expect(alerts.getByText(text.deleted)).toBeVisible();
    await alerts.getByRole('button', { name: text.close }).click();
    await expect(alerts.getByText(text.deleted)).toBeHidden();

    await page.getByTestId('opc-list-view').getByText(text.deletedView).click();
    await expect(page).toHaveURL(/\/opc\/pharmacies\?view=deleted$/);
    const bin = page.getByTestId('opc-pharmacies-trash');
    await expect(bin.getByText(text.name)).toBeVisible();
    await bin.getByRole('button', { name: text.restore }).click();

    await expect(page).toHaveURL(new RegExp(`/opc/pharmacies/${created.data.id}$`));
    await expect(alerts.getByText(text.restored)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: text.name })).toBeVisible();
    await page.goto('/opc/pharmacies?view=deleted');
    await expect(page.getByTestId('opc-pharmacies-trash').locator('tbody')).not.toContainText(text.name);
    await page.goto(`/opc/pharmacies?party=${encodeURIComponent(text.name)}`);
    await expect(list.getByRole('link', { name: text.name })).toBeVisible();
  });
}
