import { describe, expect, it } from 'vitest';
import { conflictRows, type TicketSnapshot } from './edit-conflict';

const base: TicketSnapshot = {
  channel: 'TELÈFON',
  party: '0012 FARMÀCIA NÚRIA',
  type: 'COMANDA',
  description: 'NO ARRIBA',
  resolution: '',
  user_assigned: 'Anna',
  status: 'OBERT',
  new: 'yes',
};

describe('conflictRows', () => {
  it('lists only what someone else changed, with what this save would write', () => {
    const current = { ...base, status: 'TANCAT', resolution: 'ENVIAT' };
    const mine = { ...base, description: 'NO ARRIBA MAI', status: 'EN CURS' };
    expect(conflictRows(base, current, mine)).toEqual([
      { field: 'resolution', opened: '', theirs: 'ENVIAT', mine: '' },
      { field: 'status', opened: 'OBERT', theirs: 'TANCAT', mine: 'EN CURS' },
    ]);
  });

  it('is empty when nothing changed on the server', () => {
    expect(conflictRows(base, { ...base }, { ...base, type: 'ALTRES' })).toEqual([]);
  });
});
