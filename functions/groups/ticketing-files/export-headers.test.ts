/**
 * The ticket export's headers say what the ticket list's columns say, in both languages
 * (the export said "Entitat" where the list says "Client", "Actualitzat" where it says "Modificat").
 */
import { describe, expect, it } from 'vitest';
import { serverMessage, type ServerMessageKey } from '../../../shared/i18n/server-messages';
import ca from '../../../web/src/features/ticketing/i18n/ca.json';
import es from '../../../web/src/features/ticketing/i18n/es.json';

const COLUMNS = [
  'id',
  'date',
  'channel',
  'party',
  'type',
  'description',
  'resolution',
  'user_assigned',
  'status',
  'new',
  'updated_at',
] as const;
const CATALOGUES = { ca, es } as const;

describe('ticket export headers', () => {
  for (const locale of ['ca', 'es'] as const) {
    it(`match the list's column names (${locale})`, () => {
      const list = CATALOGUES[locale].ticketing.columns;
      for (const column of COLUMNS)
        expect(serverMessage(locale, `export.ticket.${column}` as ServerMessageKey), column).toBe(list[column]);
      // The party's code column names the party as the list does.
      expect(serverMessage(locale, 'export.ticket.party_code').toLowerCase()).toContain(list.party.toLowerCase());
    });
  }
});
