/**
 * The ticket list on a laptop, once per language: at 1366 px the columns an agent scans
 * (assigned user, status, last change) are inside the table's box without scrolling sideways, with
 * long text wrapped; "Modificat" reads DD/MM/YYYY HH:mm:ss; a narrower window says the table
 * scrolls sideways and which way; the user hides a column and the choice survives a reload; the
 * ticket's breadcrumbs name the list once; the new-ticket address with a party reads that one party
 * (GET /api/parties/{id}/all), not the whole party list.
 */
import type { Locator, Page } from '@playwright/test';
import { apiCall } from './support/api';
import { expect, openHome, test } from './support/fixtures';
import { serverTable } from './support/table';

test.describe.configure({ timeout: 150_000 });

const run = () => Math.floor(Math.random() * 1e8).toString(36);

const L = {
  ca: {
    headers: ['Assignat a', 'Estat', 'Modificat'],
    right: 'Hi ha més columnes a la dreta',
    left: "Hi ha més columnes a l'esquerra",
    preferences: 'Preferències',
    confirm: 'Confirma',
    channel: 'Canal',
    crumbs: ['Inici', 'Tiquets'],
  },
  es: {
    headers: ['Asignado a', 'Estado', 'Modificado'],
    right: 'Hay más columnas a la derecha',
    left: 'Hay más columnas a la izquierda',
    preferences: 'Preferencias',
    confirm: 'Confirmar',
    channel: 'Canal',
    crumbs: ['Inicio', 'Tickets'],
  },
} as const;

/** How far an element's right edge lies past the right edge of the box that scrolls the table (≤ 0: inside). */
async function pastTheBox(cell: Locator): Promise<number> {
  return cell.evaluate((el) => {
    let box: HTMLElement | null = el.parentElement;
    while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
    const edge = box ? box.getBoundingClientRect().right : window.innerWidth;
    return el.getBoundingClientRect().right - Math.min(edge, window.innerWidth);
  });
}

async function ticketOfThisRun(page: Page, locale: 'ca' | 'es', word: string) {
  const resources = await apiCall(page, 'ticketing.resources', {});
  const me = resources.users_all.find((u) => u.name === 'Anna Ferrer')!;
  const { data } = await apiCall(page, 'ticketing.store', {
    body: {
      channel: resources.channels[0]!.id,
      // A long free-text party and description: what used to push the last columns off screen.
      party_name:
        locale === 'ca'
          ? `Farmàcia i Ortopèdia del Passeig de la Independència ${word}`
          : `Farmacia y Ortopedia del Paseo de la Independencia ${word}`,
      type: resources.types[0]!.id,
      description: `${'La comanda de dimarts va arribar amb dues caixes obertes '.repeat(3)}${word}`,
      resolution: 'Es reenvia la mercaderia amb el transportista del matí',
      user_assigned: me.id,
      status: 3,
    },
  });
  return data;
}

for (const locale of ['ca', 'es'] as const) {
  const t = L[locale];

  test(`${locale}: at 1366 px the ticket list shows assigned user, status and last change; the choice of columns is kept`, async ({
    page,
  }) => {
    await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
    await page.setViewportSize({ width: 1366, height: 768 });
    await openHome(page, 'internal-admin');
    const word = run();
    const ticket = await ticketOfThisRun(page, locale, word);

    await page.goto(`/ticketing/home?all=${word}`);
    const table = serverTable(page, 'tickets-table');
    await expect(table.rows).toHaveCount(1);
    for (const header of t.headers) {
      const th = table.root.locator('thead th').filter({ hasText: header });
      await expect(th).toBeVisible();
      expect(await pastTheBox(th), header).toBeLessThanOrEqual(0);
    }
    const row = table.rows.first();
    await expect(row.getByTestId('ticket-user-assigned')).toHaveText('Anna Ferrer');
    await expect(row.getByTestId('ticket-status')).not.toBeEmpty();
    for (const id of ['ticket-user-assigned', 'ticket-status', 'ticket-updated-at'])
      expect(await pastTheBox(row.getByTestId(id)), id).toBeLessThanOrEqual(0);
    await expect(row.getByTestId('ticket-updated-at')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    // The whole table fits: nothing to say about scrolling.
    await expect(page.getByTestId('table-scrolls-sideways')).toHaveCount(0);

    // Narrower than the table: the screen says more columns lie to the right, then to the left.
    await page.setViewportSize({ width: 900, height: 768 });
    const cue = page.getByTestId('table-scrolls-sideways');
    await expect(cue).toHaveText(new RegExp(t.right));
    await table.root
      .locator('table')
      .first()
      .evaluate((el) => {
        let box: HTMLElement | null = el.parentElement;
        while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
        box!.scrollLeft = box!.scrollWidth;
      });
    await expect(cue).toHaveText(new RegExp(t.left));
    await page.setViewportSize({ width: 1366, height: 768 });

    // Hide the channel column; it stays hidden after a reload, and comes back when shown again.
    const channelHeader = table.root.locator('thead th').filter({ hasText: new RegExp(`^${t.channel}$`) });
    await expect(channelHeader).toHaveCount(1);
    const toggleChannel = async () => {
      await page.getByRole('button', { name: t.preferences }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('checkbox', { name: t.channel, exact: true }).click();
      await dialog.getByRole('button', { name: t.confirm, exact: true }).click();
      await expect(dialog).toBeHidden();
    };
    await toggleChannel();
    await expect(channelHeader).toHaveCount(0);
    await page.reload();
    await expect(table.rows).toHaveCount(1);
    await expect(table.root.locator('thead th').filter({ hasText: t.headers[0] })).toBeVisible();
    await expect(channelHeader).toHaveCount(0);
    await toggleChannel();
    await expect(channelHeader).toHaveCount(1);

    // The ticket's breadcrumbs: home, tickets, the id (the list is the area's home, named once).
    await page.goto(`/ticketing/show/${ticket.id}`);
    const crumbs = page.getByRole('navigation', { name: /^Ruta de navegació|^Ruta de navegación/ });
    // The visible trail (Cloudscape keeps an aria-hidden copy for measuring).
    await expect(crumbs.getByRole('listitem')).toHaveText([...t.crumbs, String(ticket.id)]);
  });
}

test('ca: the new-ticket address with a party reads that party alone, not the party list', async ({ page }) => {
  await openHome(page, 'internal-admin');
  const partyCalls: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/parties')) partyCalls.push(pathname);
  });
  await page.goto('/ticketing/home/new/1003');
  // The dialog waits for its option lists too: on a loaded machine that takes a while.
  await expect(page.getByTestId('new-ticket-dialog')).toContainText('S17003 Farmàcia Girona Centre', { timeout: 60_000 });
  expect(partyCalls).toEqual(['/api/parties/1003/all']);
});
