import { describe, expect, it } from 'vitest';
import { newTicketForm, ticketFormIssues, ticketPayload } from './ticket-form';

describe('new ticket form', () => {
  it('starts on status 3 and channel 5, assigned to its author', () => {
    expect(newTicketForm({ me: 7 })).toMatchObject({ status: 3, channel: 5, userAssigned: 7, party: null });
  });

  it("takes the user's default status setting over status 3", () => {
    expect(newTicketForm({ me: 7, defaultStatus: 2 }).status).toBe(2);
  });

  it('keeps the party it is opened with', () => {
    const party = { kind: 'party', id: 12, label: '0012 FARMÀCIA' } as const;
    expect(newTicketForm({ me: 7, party }).party).toEqual(party);
  });
});

describe('ticket form rules', () => {
  const valid = {
    ...newTicketForm({ me: 1 }),
    type: 2,
    party: { kind: 'free', name: 'JOAN' } as const,
    description: 'NO ARRIBA',
  };

  it('passes a complete form and requires the six fields of §5', () => {
    expect(ticketFormIssues(valid)).toEqual({});
    const empty = { ...valid, channel: null, party: null, type: null, description: '  ', userAssigned: null, status: null };
    expect(Object.keys(ticketFormIssues(empty)).sort()).toEqual(
      ['channel', 'description', 'party', 'status', 'type', 'user_assigned'].sort(),
    );
  });

  it('refuses a free-text party left blank', () => {
    expect(ticketFormIssues({ ...valid, party: { kind: 'free', name: ' ' } }).party).toEqual({ key: 'validation.required' });
  });

  it('sends a chosen party by id and a typed one by name; an empty resolution as null', () => {
    expect(ticketPayload(valid)).toMatchObject({ party_id: null, party_name: 'JOAN', resolution: null });
    const chosen = ticketPayload({ ...valid, party: { kind: 'party', id: 4, label: 'X' }, resolution: ' FET ' });
    expect(chosen).toMatchObject({ party_id: 4, party_name: null, resolution: 'FET' });
  });
});
