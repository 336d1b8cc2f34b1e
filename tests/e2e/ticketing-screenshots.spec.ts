/**
 * Screenshots of the ticketing screens in both languages, for review: the list (at 1366 px, its
 * column preferences, and at 1024 px with the sideways-scroll cue), the new-ticket
 * dialog, a ticket with its comments and history, a lookup list with its dialog, the call log and a
 * call. Saved to docs/screenshots/ticketing-<screen>-<locale>.png. The data is set up through the
 * API (a call, a ticket with a comment, an attachment and one save).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { demoAccount, signInAccount } from './acl-helpers';
import { apiCall } from './support/api';
import { expect, test } from './support/fixtures';
import { ingestCall } from './support/ticketing';

const dir = path.resolve(import.meta.dirname, '../../docs/screenshots');
mkdirSync(dir, { recursive: true });

async function shoot(page: Page, name: string, locale: string) {
  await expect(page.getByRole('navigation', { name: /^Ruta de navegació|^Ruta de navegación/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.mouse.move(0, 799);
  await page.screenshot({ path: path.join(dir, `ticketing-${name}-${locale}.png`), fullPage: true });
}

test.describe.configure({ timeout: 150_000 });

for (const locale of ['ca', 'es'] as const) {
  test.describe(`ticketing screenshots (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
    });

    test('list, dialog, ticket, comments, history', async ({ page }) => {
      await signInAccount(page, demoAccount('internal-admin'));
      const resources = await apiCall(page, 'ticketing.resources', {});
      const me = resources.users_all.find((u) => u.name === 'Anna Ferrer')!;
      const staff = resources.users_all.find((u) => u.name === 'Pere Soler')!;
      const { data: ticket } = await apiCall(page, 'ticketing.store', {
        body: {
          channel: resources.channels[0]!.id,
          party_name: locale === 'ca' ? 'Farmàcia Miralles' : 'Farmacia Miralles',
          type: resources.types[0]!.id,
          description:
            locale === 'ca'
              ? 'El client diu que la comanda de dimarts va arribar amb dues caixes obertes i falten unitats'
              : 'El cliente dice que el pedido del martes llegó con dos cajas abiertas y faltan unidades',
          resolution: locale === 'ca' ? 'Es reenvia la mercaderia' : 'Se reenvía la mercancía',
          user_assigned: me.id,
          status: 3,
        },
      });
      const { data: first } = await apiCall(page, 'ticketing.comments.store', {
        body: { ticket_id: ticket.id, content: locale === 'ca' ? 'He parlat amb el magatzem.' : 'He hablado con el almacén.' },
      });
      await apiCall(page, 'ticketing.comments.store', {
        body: { ticket_id: ticket.id, parent_id: first.id, content: locale === 'ca' ? 'Gràcies!' : '¡Gracias!' },
      });
      await apiCall(page, 'ticketing.update', {
        params: { id: String(ticket.id) },
        body: {
          channel: ticket.channel.id,
          party_name: ticket.party_name,
          type: ticket.type.id,
          description: ticket.description,
          resolution: ticket.resolution,
          user_assigned: staff.id,
          status: resources.status[1]?.id ?? 2,
          new: true,
          version: ticket.version,
        },
      });

      // A laptop's width: every column agents scan fits; then the preferences, and a
      // narrower window where the table says it scrolls sideways.
      await page.setViewportSize({ width: 1366, height: 800 });
      await page.goto('/ticketing/home?user_assigned=any');
      await expect(page.getByTestId('tickets-table').locator('tbody tr').first()).toBeVisible();
      await shoot(page, 'list', locale);
      await page.getByRole('button', { name: locale === 'ca' ? 'Preferències' : 'Preferencias' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, 'list-preferences', locale);
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1024, height: 800 });
      await expect(page.getByTestId('table-scrolls-sideways')).toBeVisible();
      await shoot(page, 'list-narrow', locale);
      await page.setViewportSize({ width: 1280, height: 800 });

      await page.setViewportSize({ width: 1280, height: 1100 });
      await page.getByTestId('tickets-new').click();
      await expect(page.getByTestId('new-ticket-dialog')).toBeVisible();
      await page.getByTestId('new-ticket-create').click();
      await shoot(page, 'new', locale);
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 800 });

      await page.goto(`/ticketing/show/${ticket.id}`);
      await expect(page.getByTestId('ticket-save')).toBeVisible();
      await shoot(page, 'show', locale);
      await page.getByTestId('ticket-comments').click();
      await expect(page.getByTestId('comment')).toHaveCount(2);
      await shoot(page, 'comments', locale);
      await page.keyboard.press('Escape');
      await page.getByTestId('ticket-history').click();
      await expect(page.getByTestId('history-changes').first()).toBeVisible();
      await shoot(page, 'history', locale);
    });

    test('lookups, calls, a call', async ({ page }) => {
      await signInAccount(page, demoAccount('internal-admin'));
      const call = await ingestCall({ number: '977 101 006', lang: locale });
      await page.goto('/ticketing/types');
      await expect(page.getByTestId('lookup-types-table').locator('tbody tr').first()).toBeVisible();
      await shoot(page, 'types', locale);
      await page.getByTestId('lookup-new').click();
      await page.getByTestId('lookup-name_ca').locator('input').fill('devolució');
      await shoot(page, 'type-new', locale);
      await page.keyboard.press('Escape');

      await page.goto('/ticketing/calls');
      await expect(page.getByTestId('calls-table').locator('tbody tr').first()).toBeVisible();
      await shoot(page, 'calls', locale);
      await page.goto(`/ticketing/calls/show/${call.id}`);
      await expect(page.getByTestId('call-create-ticket')).toBeVisible();
      await shoot(page, 'call', locale);
    });
  });
}
