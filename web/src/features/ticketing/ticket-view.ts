/**
 * Between the ticket as the server answers it and the page's form: the form a ticket opens with,
 * and the display values the 409 comparison shows for a ticket and for the form being edited.
 */
import type { Locale } from '../../../../shared/i18n/locale';
import type { TicketLookup, TicketResources, TicketRow } from '../../../../shared/ticketing/views';
import type { TicketSnapshot } from './edit-conflict';
import type { TicketOptions } from './components/TicketFields';
import type { PartyChoice, TicketForm } from './ticket-form';

type Named = Pick<TicketLookup, 'name_ca' | 'name_es'>;

/** What these helpers read of a ticket: the fields of a list row (the ticket page's view has them too). */
export type TicketFieldsOf = Pick<
  TicketRow,
  'channel' | 'party' | 'party_name' | 'type' | 'description' | 'resolution' | 'user_assigned' | 'status' | 'new'
>;
export const localName = (item: Named | null | undefined, locale: Locale): string =>
  item ? (locale === 'es' ? item.name_es : item.name_ca) : '';

export function partyChoiceOf(ticket: Pick<TicketFieldsOf, 'party' | 'party_name'>): PartyChoice | null {
  if (ticket.party) return { kind: 'party', id: ticket.party.id, label: `${ticket.party.code} ${ticket.party.name}` };
  return ticket.party_name ? { kind: 'free', name: ticket.party_name } : null;
}

export function formOfTicket(ticket: TicketFieldsOf): TicketForm {
  return {
    channel: ticket.channel.id,
    party: partyChoiceOf(ticket),
    type: ticket.type.id,
    description: ticket.description,
    resolution: ticket.resolution ?? '',
    userAssigned: ticket.user_assigned.id,
    status: ticket.status.id,
  };
}

const partyText = (party: PartyChoice | null) => (!party ? '' : party.kind === 'party' ? party.label : party.name);

export function snapshotOfTicket(ticket: TicketFieldsOf, locale: Locale, yesNo: (v: boolean) => string): TicketSnapshot {
  return {
    channel: localName(ticket.channel, locale),
    party: partyText(partyChoiceOf(ticket)),
    type: localName(ticket.type, locale),
    description: ticket.description,
    resolution: ticket.resolution ?? '',
    user_assigned: ticket.user_assigned.name,
    status: localName(ticket.status, locale),
    new: yesNo(ticket.new),
  };
}

export function snapshotOfForm(
  form: TicketForm,
  unread: boolean,
  options: TicketOptions,
  yesNo: (v: boolean) => string,
): TicketSnapshot {
  const label = (list: TicketOptions['channels'], id: number | null) => list.find((o) => o.value === id)?.label ?? '';
  return {
    channel: label(options.channels, form.channel),
    party: partyText(form.party),
    type: label(options.types, form.type),
    description: form.description,
    resolution: form.resolution,
    user_assigned: label(options.users, form.userAssigned),
    status: label(options.statuses, form.status),
    new: yesNo(unread),
  };
}

/** The option lists of the forms in the current language; users: `users` or `users_all` (spec §6). */
export function optionsOf(resources: TicketResources, locale: Locale, users: 'users' | 'users_all'): TicketOptions {
  const lookup = (list: TicketLookup[]) => list.map((i) => ({ value: i.id, label: localName(i, locale) }));
  return {
    channels: lookup(resources.channels),
    types: lookup(resources.types),
    statuses: lookup(resources.status),
    users: resources[users].map((u) => ({ value: u.id, label: u.name })),
  };
}
