import { describe, expect, it } from 'vitest';
import { conflictRows } from './edit-conflict';
import { newTicketForm } from './ticket-form';
import { formOfTicket, optionsOf, snapshotOfForm, snapshotOfTicket, type TicketFieldsOf } from './ticket-view';

const lookup = (id: number, ca: string, es: string) => ({ id, name_ca: ca, name_es: es });
const resources = {
  channels: [lookup(5, 'TELÈFON', 'TELÉFONO')],
  types: [lookup(1, 'COMANDA', 'PEDIDO'), lookup(2, 'ALTRES', 'OTROS')],
  status: [lookup(3, 'OBERT', 'ABIERTO'), lookup(4, 'TANCAT', 'CERRADO')],
  users: [{ id: 7, name: 'Anna' }],
  users_all: [
    { id: 7, name: 'Anna' },
    { id: 8, name: 'Pere' },
  ],
};
const ticket: TicketFieldsOf = {
  channel: resources.channels[0]!,
  party: { id: 12, code: '0012', name: 'FARMÀCIA NÚRIA' },
  party_name: null,
  type: resources.types[0]!,
  description: 'NO ARRIBA',
  resolution: null,
  user_assigned: { id: 7, name: 'Anna' },
  status: resources.status[0]!,
  new: true,
};
const yesNo = (v: boolean) => (v ? 'Sí' : 'No');

describe('ticket view', () => {
  it('opens the form with the ticket as saved; a typed party stays free text', () => {
    expect(formOfTicket(ticket)).toEqual({
      channel: 5,
      party: { kind: 'party', id: 12, label: '0012 FARMÀCIA NÚRIA' },
      type: 1,
      description: 'NO ARRIBA',
      resolution: '',
      userAssigned: 7,
      status: 3,
    });
    expect(formOfTicket({ ...ticket, party: null, party_name: 'JOAN' }).party).toEqual({ kind: 'free', name: 'JOAN' });
  });

  it('names options in the page language; the dialog offers users, the page users_all', () => {
    expect(optionsOf(resources, 'es', 'users').types).toEqual([
      { value: 1, label: 'PEDIDO' },
      { value: 2, label: 'OTROS' },
    ]);
    expect(optionsOf(resources, 'ca', 'users_all').users).toHaveLength(2);
    expect(optionsOf(resources, 'ca', 'users').users).toHaveLength(1);
  });

  it('shows a 409 as the fields someone else changed, with what this save would write', () => {
    const options = optionsOf(resources, 'ca', 'users_all');
    const current = { ...ticket, status: resources.status[1]!, user_assigned: { id: 8, name: 'Pere' } };
    const mine = snapshotOfForm({ ...formOfTicket(ticket), type: 2 }, false, options, yesNo);
    expect(conflictRows(snapshotOfTicket(ticket, 'ca', yesNo), snapshotOfTicket(current, 'ca', yesNo), mine)).toEqual([
      { field: 'user_assigned', opened: 'Anna', theirs: 'Pere', mine: 'Anna' },
      { field: 'status', opened: 'OBERT', theirs: 'TANCAT', mine: 'OBERT' },
    ]);
  });

  it('a new form snapshots with empty fields, not undefined', () => {
    const snap = snapshotOfForm(newTicketForm({ me: 99 }), true, optionsOf(resources, 'ca', 'users'), yesNo);
    expect(snap).toMatchObject({ type: '', party: '', user_assigned: '', new: 'Sí', channel: 'TELÈFON' });
  });
});
