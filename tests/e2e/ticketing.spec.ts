/**
 * Ticketing in the browser: the day's main path, once per language. Set-up goes through
 * the API (a call from the switchboard, a ticket of someone else's); the screens do the rest:
 * - ca: from a call's detail, create a ticket for its party with an attachment; find it in the list
 *   by searching without accents; open it in its own tab; comment; reassign; download all its
 *   attachments as one zip.
 * - es: someone else's ticket found through "anyone" and Enter; opened, commented, taken over; an
 *   id that cannot be a ticket says errors.found in the page.
 * - ca and es: typing in the middle of an upper-case field keeps the caret there, in the
 *   new-ticket dialog, the free-text party, the ticket page and the lookup dialogs; a calls-only
 *   user's call screen shows no ticket and no link to one (it could not open them).
 */
import { unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { apiCall } from './support/api';
import { account, expect, openAs, openHome, test } from './support/fixtures';
import { expectAlert, samplePdf } from './support/portal';
import { serverTable } from './support/table';
import { ingestCall } from './support/ticketing';

/** A word of this run, so a rerun on the same stand-in finds its own ticket only. */
const run = () => Math.floor(Math.random() * 1e8).toString(36);

// Each flow crosses several screens and tabs; the shared machine can be slow.
test.describe.configure({ timeout: 150_000 });

const L = {
  ca: {
    created: /S'ha creat el tiquet (\d+)\./,
    createAnyway: "Crea'l igualment",
    saved: "S'ha desat el tiquet.",
    send: 'Envia',
    anyone: 'Qualsevol persona',
    assigned: 'Assignat a',
    notFound: "No s'ha trobat el que cercàveu.",
  },
  es: {
    created: /Se ha creado el ticket (\d+)\./,
    createAnyway: 'Crearlo igualmente',
    saved: 'Se ha guardado el ticket.',
    send: 'Enviar',
    anyone: 'Cualquier persona',
    assigned: 'Asignado a',
    notFound: 'No se ha encontrado lo que buscaba.',
  },
} as const;

/** Picks an option of one of the ticket form's selects (by its test id). */
async function pick(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).getByRole('button').first().click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Closes the open dialog by its close button. */
async function closeDialog(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /Tanca el diàleg|Cerrar/ }).click();
  await expect(dialog).toBeHidden();
}

/** Comments on the ticket open in `tab` and checks the comment is listed. */
async function comment(tab: Page, text: string, send: string) {
  await tab.getByTestId('ticket-comments').click();
  const dialog = tab.getByRole('dialog');
  await dialog.locator('textarea').fill(text);
  await dialog.getByRole('button', { name: send, exact: true }).click();
  await expect(dialog.getByTestId('comment').filter({ hasText: text })).toBeVisible();
  // Focus is back in the box after sending, so Escape closes the dialog.
  await tab.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Reassigns the ticket open in `tab`, saves, and reads the change in its history. */
async function reassign(tab: Page, from: string, to: string, t: (typeof L)['ca' | 'es']) {
  await pick(tab, 'ticket-user-assigned', to);
  await tab.getByTestId('ticket-save').click();
  await expectAlert(tab, t.saved);
  await tab.getByTestId('ticket-history').click();
  await expect(tab.getByTestId('history-changes').first()).toContainText(`${t.assigned}: ${from} → ${to}`);
  await closeDialog(tab);
}

test('ca: a ticket from a call, found without accents, commented, reassigned, its attachments in one zip', async ({ page }) => {
  const t = L.ca;
  await openHome(page, 'internal-admin');
  // Farmàcia Tarragona Mar's phone, written as a caller's number arrives: with +34 and spaces.
  const call = await ingestCall({ number: '+34 977 10 10 06', lang: 'ca' });
  const word = run();

  await page.goto(`/ticketing/calls/show/${call.id}`);
  await expect(page.getByText('Farmàcia Tarragona Mar')).toBeVisible();
  await page.getByTestId('call-create-ticket').click();
  // The list's address with the dialog open: a failure below is then the dialog's, not the click's.
  await expect(page).toHaveURL(/\/ticketing\/home\/new\/\d+$/);
  const dialog = page.getByTestId('new-ticket-dialog');
  await expect(dialog).toContainText('S43006 Farmàcia Tarragona Mar');
  await pick(page, 'ticket-type', /./);
  await dialog.getByTestId('ticket-description').locator('textarea').fill(`la comanda de dimarts no ha arribat ${word}`);
  await expect(dialog.getByTestId('ticket-description').locator('textarea')).toHaveValue(
    `LA COMANDA DE DIMARTS NO HA ARRIBAT ${word.toUpperCase()}`,
  );
  await dialog
    .getByTestId('ticket-attachments-input')
    .locator('input[type="file"]')
    .setInputFiles({
      name: 'albara-tarragona.pdf',
      mimeType: 'application/pdf',
      buffer: samplePdf('Albara 4411'),
    });
  // The create call answers 409 when the dialog's duplicate check (another spec on the shared
  // stand-in may have opened a ticket of this customer and type this week) had not answered before
  // the click: the dialog then warns and asks again (its own test covers that); create it anyway.
  const store = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ticketing' && r.request().method() === 'POST');
  await page.getByTestId('new-ticket-create').click();
  if ((await store).status() === 409) await page.getByTestId('new-ticket-create').filter({ hasText: t.createAnyway }).click();
  const created = page.getByTestId('alerts').getByText(t.created);
  await expect(created).toBeVisible();
  const id = t.created.exec((await created.textContent()) ?? '')![1]!;
  await expect(page).toHaveURL(/\/ticketing\/home$/);

  // Accents and case forgiven: "farmacia tarragona" finds FARMÀCIA TARRAGONA MAR's ticket.
  const table = serverTable(page, 'tickets-table');
  await table.type('all', `farmacia tarragona ${word}`);
  await expect(table.rows).toHaveCount(1);
  await expect(table.rows.first()).toContainText(id);
  await table.expectUrlKeeps({ all: `farmacia tarragona ${word}` });

  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    table.rows.filter({ hasText: id }).getByText('LA COMANDA DE DIMARTS').click(),
  ]);
  await expect(tab).toHaveURL(new RegExp(`/ticketing/show/${id}$`));
  await expect(tab.getByTestId('ticket-attachments')).toContainText('albara-tarragona.pdf');

  await comment(tab, 'He trucat al transportista.', t.send);
  await reassign(tab, 'Anna Ferrer', 'Pere Soler', t);

  const [download] = await Promise.all([tab.waitForEvent('download'), tab.getByTestId('attachments-download-all').click()]);
  const zip = unzipSync(new Uint8Array(readFileSync(await download.path())));
  expect(Object.keys(zip)).toEqual(['albara-tarragona.pdf']);
  expect(Buffer.from(zip['albara-tarragona.pdf']!).subarray(0, 5).toString()).toBe('%PDF-');
});

test('es: someone else’s ticket found with Enter, commented and taken over; a wrong id is not found', async ({ page }) => {
  const t = L.es;
  await page.addInitScript(() => localStorage.setItem('locale', 'es'));
  await openHome(page, 'internal-admin');
  const resources = await apiCall(page, 'ticketing.resources', {});
  const staff = resources.users_all.find((u) => u.name === 'Pere Soler')!;
  const word = run();
  const { data: ticket } = await apiCall(page, 'ticketing.store', {
    body: {
      channel: resources.channels[0]!.id,
      party_name: `Farmàcia Núria Espanya ${word}`,
      type: resources.types[0]!.id,
      description: 'Factura duplicada del mes d’octubre',
      user_assigned: staff.id,
      status: 3,
    },
  });

  await page.goto('/ticketing/home');
  const table = serverTable(page, 'tickets-table');
  await table.choose('user_assigned', t.anyone);
  await page.getByTestId('filter-all').locator('input').fill(`nuria espanya ${word}`);
  await page.getByTestId('filter-all').locator('input').press('Enter');
  await expect(table.rows).toHaveCount(1);
  await expect(table.rows.first()).toContainText(String(ticket.id));

  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    table.rows.first().getByText('FACTURA DUPLICADA').click(),
  ]);
  await expect(tab.getByRole('heading', { name: `Ticket ${ticket.id}` })).toBeVisible();
  await comment(tab, 'Lo reviso yo.', t.send);
  await reassign(tab, 'Pere Soler', 'Anna Ferrer', t);

  await tab.goto('/ticketing/show/no-es-un-id');
  await expect(tab.getByTestId('ticket-not-found')).toHaveText(t.notFound);
});

/**
 * Fills "HOLA MON", puts the caret after HOLA (Home, then 4 x ArrowRight) and types " bon"
 * in lower case, as a user does: each letter is upper-cased as typed, and the caret must stay where
 * it was (it used to jump to the end, giving "HOLA B MONON").
 */
async function typeInTheMiddle(field: Locator) {
  await field.fill('HOLA MON');
  await field.press('Home');
  for (let i = 0; i < 4; i++) await field.press('ArrowRight');
  await field.pressSequentially(' bon');
  await expect(field).toHaveValue('HOLA BON MON');
}

/** The new-lookup dialog of `page` (channels, types, status): both names keep the caret; cancelled. */
async function lookupKeepsCaret(page: Page, path: string, cancel: string) {
  await page.goto(path);
  const dialog = page.getByRole('dialog');
  // The list may still be rendering its first page when the button shows: click until the dialog opens.
  await expect(async () => {
    await page.getByTestId('lookup-new').click();
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass();
  await typeInTheMiddle(dialog.getByTestId('lookup-name_ca').locator('input'));
  await typeInTheMiddle(dialog.getByTestId('lookup-name_es').locator('input'));
  await dialog.getByRole('button', { name: cancel, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('ca: typing in the middle of an upper-case field keeps the text (new ticket, free party, lookup)', async ({ page }) => {
  await openHome(page, 'internal-admin');
  await page.goto('/ticketing/home/new');
  const dialog = page.getByTestId('new-ticket-dialog');
  await typeInTheMiddle(dialog.getByTestId('ticket-description').locator('textarea'));
  await typeInTheMiddle(dialog.getByTestId('ticket-resolution').locator('textarea'));
  await dialog.getByText('Nom lliure', { exact: true }).click();
  await typeInTheMiddle(dialog.getByTestId('ticket-party-free').locator('input'));
  await lookupKeepsCaret(page, '/ticketing/channels', 'Cancel·la');
});

test('es: typing in the middle of an upper-case field keeps the text (ticket page saved, lookup)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'es'));
  await openHome(page, 'internal-admin');
  const resources = await apiCall(page, 'ticketing.resources', {});
  const { data: ticket } = await apiCall(page, 'ticketing.store', {
    body: {
      channel: resources.channels[0]!.id,
      party_name: `Farmàcia Caret ${run()}`,
      type: resources.types[0]!.id,
      description: 'Prova del cursor',
      user_assigned: resources.users_all.find((u) => u.name === 'Pere Soler')!.id,
      status: 3,
    },
  });
  await page.goto(`/ticketing/show/${ticket.id}`);
  await typeInTheMiddle(page.getByTestId('ticket-description').locator('textarea'));
  await typeInTheMiddle(page.getByTestId('ticket-resolution').locator('textarea'));
  await page.getByTestId('ticket-save').click();
  await expectAlert(page, L.es.saved);
  // What was saved is what was typed (ticket 12 was saved as "…TRANSPORTISTAFEGIT").
  const saved = await apiCall(page, 'ticketing.show', { params: { id: String(ticket.id) } });
  expect([saved.data.description, saved.data.resolution]).toEqual(['HOLA BON MON', 'HOLA BON MON']);
  await lookupKeepsCaret(page, '/ticketing/types', 'Cancelar');
});

test('es: a calls-only user sees the call without its party’s tickets and no link to any', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'es'));
  // An open ticket of Farmàcia Tarragona Mar, so the staff's call screen would list it.
  await openHome(page, 'internal-admin');
  const resources = await apiCall(page, 'ticketing.resources', {});
  await apiCall(page, 'ticketing.store', {
    body: {
      channel: resources.channels[0]!.id,
      party_id: 1006,
      type: resources.types[0]!.id,
      description: `Pedido pendiente ${run()}`,
      user_assigned: resources.users_all.find((u) => u.name === 'Pere Soler')!.id,
      status: 3,
      allow_duplicate: true,
    },
  });
  const call = await ingestCall({ number: '+34 977 10 10 06', lang: 'es' });

  // tiquets-trucades holds the calls role (spec 15) alone.
  const callsOnly = { persona: 'tiquets-trucades', login: 'tiquets-trucades', password: account('internal-admin').password };
  await openAs(page, callsOnly, `/ticketing/calls/show/${call.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(String(call.id));
  await expect(page.getByText('Farmàcia Tarragona Mar')).toBeVisible();
  await expect(page.getByTestId('call-open-tickets')).toHaveCount(0);
  await expect(page.getByText('Tickets abiertos del cliente')).toHaveCount(0);
  await expect(page.locator('a[href*="/ticketing/show/"]')).toHaveCount(0);
  await expect(page.getByTestId('call-create-ticket')).toHaveCount(0);
});
