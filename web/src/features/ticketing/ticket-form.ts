/**
 * The new-ticket dialog's and the ticket page's form (spec §3 payload, §4 defaults, §5 rules),
 * kept apart from the screens so the rules are tested once: the party is either a chosen party or
 * a free-text name, and the required fields are checked before anything is sent (the server checks
 * them again). Description, resolution and a free-text party are upper case as typed by their
 * fields (components/UpperCaseField, which keeps the caret).
 */
import { check, issues, required, type FieldIssue, type Issues } from '../../components/validation';
import { DEFAULT_TICKET_CHANNEL } from '../../../../shared/ticketing/rules';
import { DEFAULT_TICKETING_STATUS } from '../../lib/auth/settings';

/** Spec §4/§9: a new ticket starts on channel 5 (and in status 3 unless the user's setting says otherwise). */
export const DEFAULT_CHANNEL = DEFAULT_TICKET_CHANNEL;

/** The party of a ticket: one of the parties, or a name typed as free text. */
export type PartyChoice = { kind: 'party'; id: number; label: string } | { kind: 'free'; name: string };

export interface TicketForm {
  channel: number | null;
  party: PartyChoice | null;
  type: number | null;
  description: string;
  resolution: string;
  userAssigned: number | null;
  status: number | null;
}

/** A ticket's fields as the list filters and the edit-conflict list name them, in form order. */
export const TICKET_FIELDS = ['channel', 'party', 'type', 'description', 'resolution', 'user_assigned', 'status'] as const;

export type TicketField = 'channel' | 'party' | 'type' | 'description' | 'user_assigned' | 'status';

export interface NewTicketDefaults {
  /** The caller's own id: a new ticket is assigned to its author unless changed. */
  me: number;
  /** The caller's `ticketing_default_status` setting, when set. */
  defaultStatus?: number | null;
  /** From the address (/ticketing/home/new/:party) or the call (call detail). */
  party?: PartyChoice | null;
}

export function newTicketForm({ me, defaultStatus, party }: NewTicketDefaults): TicketForm {
  return {
    channel: DEFAULT_CHANNEL,
    party: party ?? null,
    type: null,
    description: '',
    resolution: '',
    userAssigned: me,
    status: defaultStatus ?? DEFAULT_TICKETING_STATUS,
  };
}

const chosen = (value: number | null): FieldIssue | null => (value === null ? { key: 'validation.required' } : null);

function partyIssue(party: PartyChoice | null): FieldIssue | null {
  if (!party) return { key: 'validation.required' };
  return party.kind === 'free' ? check(party.name, required) : null;
}

/** Spec §5: channel, party, type, assigned user, description and status are required. */
export function ticketFormIssues(form: TicketForm): Issues<TicketField> {
  return issues<TicketField>({
    channel: chosen(form.channel),
    party: partyIssue(form.party),
    type: chosen(form.type),
    description: check(form.description, required),
    user_assigned: chosen(form.userAssigned),
    status: chosen(form.status),
  });
}

/** The submit payload's fields (§3): the party as its id, or as party_name when typed freely. */
export interface TicketPayload {
  channel: number;
  party_id: number | null;
  party_name: string | null;
  type: number;
  description: string;
  resolution: string | null;
  user_assigned: number;
  status: number;
}

/** The payload of a form that passed `ticketFormIssues`. */
export function ticketPayload(form: TicketForm): TicketPayload {
  const { channel, party, type, userAssigned, status } = form;
  if (channel === null || party === null || type === null || userAssigned === null || status === null)
    throw new Error('ticketPayload: the form has not passed its checks');
  const resolution = form.resolution.trim();
  return {
    channel,
    party_id: party.kind === 'party' ? party.id : null,
    party_name: party.kind === 'free' ? party.name.trim() : null,
    type,
    description: form.description.trim(),
    resolution: resolution === '' ? null : resolution,
    user_assigned: userAssigned,
    status,
  };
}
