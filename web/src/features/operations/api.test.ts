import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { dropFromLists, opcKeys } from './api';

describe('dropFromLists (the list showed a deleted row until its refetch)', () => {
  it('takes the deleted record out of every cached active list, not out of the bin or the records', () => {
    const client = new QueryClient();
    const page = ['operations', 'pharmacies', 'datatable', { page: 1 }];
    const filtered = ['operations', 'pharmacies', 'datatable', { page: 1, search: { party: 'x' } }];
    const bin = ['operations', 'pharmacies', 'trash', { page: 1 }];
    client.setQueryData(page, { data: [{ id: 1 }, { id: 2 }], meta: { total: 12, has_more: true } });
    client.setQueryData(filtered, { data: [{ id: 1 }], meta: { total: null, has_more: false } });
    client.setQueryData(bin, { data: [{ id: 2 }], meta: { total: 1, has_more: false } });
    client.setQueryData(opcKeys.pharmacy(2), { id: 2 });

    dropFromLists(client, 'pharmacies', 2);

    expect(client.getQueryData(page)).toEqual({ data: [{ id: 1 }], meta: { total: 11, has_more: true } });
    expect(client.getQueryData(filtered)).toEqual({ data: [{ id: 1 }], meta: { total: null, has_more: false } });
    expect(client.getQueryData(bin)).toEqual({ data: [{ id: 2 }], meta: { total: 1, has_more: false } });
    expect(client.getQueryData(opcKeys.pharmacy(2))).toEqual({ id: 2 });
  });

  it('takes it out of the webinars list (a plain array)', () => {
    const client = new QueryClient();
    client.setQueryData(opcKeys.webinars, [{ id: 5 }, { id: 6 }]);
    dropFromLists(client, 'webinars', 5);
    expect(client.getQueryData(opcKeys.webinars)).toEqual([{ id: 6 }]);
  });
});
