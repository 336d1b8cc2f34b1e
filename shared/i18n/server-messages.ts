/**
 * Messages the API answers with, in both languages. Keys are stable; the web app has its own
 * catalogue for screen text. `{name}` placeholders are filled by `serverMessage`.
 *
 * Collected, not edited here: the messages more than one area uses are in `common-messages.ts`,
 * each area's own in `shared/<area>/messages.ts` (a `ca` table and an `es` table typed by its
 * keys). A new area adds one line to MESSAGE_AREAS; a key declared by two areas fails
 * `locale.test.ts`.
 */
import * as acl from '../acl/messages';
import * as administration from '../administration/messages';
import * as operations from '../operations/messages';
import * as portal from '../portal/messages';
import * as salesImport from '../sales-import/messages';
import * as ticketing from '../ticketing/messages';
import * as warehouse from '../warehouse/messages';
import * as workingTime from '../working-time/messages';
import * as common from './common-messages';
import type { Locale } from './locale';

/** Every area's tables, by area. */
export const MESSAGE_AREAS = { common, acl, administration, operations, portal, salesImport, ticketing, warehouse, workingTime };

type Areas = typeof MESSAGE_AREAS;
export type ServerMessageKey = { [A in keyof Areas]: keyof Areas[A]['ca'] }[keyof Areas];

/** One language's tables merged (each area's `es` is typed by its `ca` keys, so both are complete). */
function merged(locale: Locale): Record<ServerMessageKey, string> {
  return Object.assign({}, ...Object.values(MESSAGE_AREAS).map((area) => area[locale])) as Record<ServerMessageKey, string>;
}

export const SERVER_MESSAGES: Record<Locale, Record<ServerMessageKey, string>> = { ca: merged('ca'), es: merged('es') };

export function serverMessage(locale: Locale, key: ServerMessageKey, vars: Record<string, string | number> = {}): string {
  return SERVER_MESSAGES[locale][key].replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
