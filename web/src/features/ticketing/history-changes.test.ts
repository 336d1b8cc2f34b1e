import { describe, expect, it } from 'vitest';
import { historyChanges } from './history-changes';

describe('historyChanges', () => {
  it('reads new values and before/after pairs, in field order', () => {
    expect(historyChanges('{"new":false,"status_id":[3,4],"user_assigned_id":9}')).toEqual([
      { field: 'status_id', from: 3, to: 4 },
      { field: 'user_assigned_id', to: 9 },
      { field: 'new', to: false },
    ]);
  });

  it('takes an object as well as its JSON text', () => {
    expect(historyChanges({ type_id: 2 })).toEqual([{ field: 'type_id', to: 2 }]);
  });

  it('leaves out unknown keys and unreadable text', () => {
    expect(historyChanges('{"colour":"red"}')).toEqual([]);
    expect(historyChanges('not json')).toEqual([]);
    expect(historyChanges(null)).toEqual([]);
  });
});
