// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestRow } from '../../../../shared/acl/views';
import type * as Http from '../../lib/http';
import { renderWithApp } from '../../testing/render';
import { ServerTable, TextFilter, useServerTable, type ServerColumn } from '.';
import { FILTER_DEBOUNCE_MS } from './table-state';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../lib/http', async (original) => ({
  ...(await original<typeof Http>()),
  api: { call },
}));

const row = (id: number) => ({ id, name: `Guest ${id}`, email: `g${id}@example.com` }) as GuestRow;
const page = (ids: number[], total: number | null, hasMore: boolean) => ({
  data: ids.map(row),
  meta: { total, has_more: hasMore },
});

let model: { clearFilters: () => void; setPerPage: (n: number) => void } | undefined;
let navigateTo: ((to: string) => void) | undefined;

function Guests() {
  const columns: ServerColumn<GuestRow, 'name' | 'email'>[] = [
    { id: 'name', header: 'Name', sortingField: 'name', cell: (g) => g.name },
    { id: 'email', header: 'E-mail', sortingField: 'email', cell: (g) => g.email },
  ];
  const table = useServerTable('acl.guests.datatable', {
    columns,
    filters: ['name'],
    search: (f) => (f.name.trim() ? { name: f.name.trim() } : {}),
    defaultSort: { by: 'name' },
  });
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    model = table;
    navigateTo = navigate;
  });
  return (
    <>
      <output data-testid="url">{location.search}</output>
      <output data-testid="path">{location.pathname}</output>
      <button onClick={table.applyFilters}>Apply</button>
      <ServerTable table={table} title="Guests" filter={<TextFilter table={table} name="name" label="Name filter" />} />
    </>
  );
}

const urlParams = () => Object.fromEntries(new URLSearchParams(screen.getByTestId('url').textContent!));
const lastQuery = () => (call.mock.lastCall![1] as { query: Record<string, unknown> }).query;

afterEach(cleanup);
beforeEach(() => {
  call.mockReset();
  localStorage.clear();
});

describe('<ServerTable> with useServerTable', () => {
  it('pages open-ended while the server did not count and has more', async () => {
    call.mockResolvedValue(page([1, 2], null, true));
    renderWithApp(<Guests />, { path: '/?per_page=20' });
    expect(await screen.findByText('Guest 1')).toBeTruthy();
    expect(screen.getByText('(2+)')).toBeTruthy();
    expect(lastQuery()).toEqual({ page: 1, per_page: 20, sort_by: 'name', sort_desc: false, search: {} });

    call.mockResolvedValue(page([3], null, false));
    fireEvent.click(screen.getByRole('button', { name: 'Pàgina següent' }));
    expect(await screen.findByText('Guest 3')).toBeTruthy();
    expect(lastQuery()).toMatchObject({ page: 2, per_page: 20 });
    expect(urlParams()).toEqual({ per_page: '20', page: '2' });
    // The last page of an uncounted table: 21 rows in all, no next page.
    expect(screen.getByText('(21)')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Pàgina següent' }) as HTMLButtonElement;
    expect(next.disabled || next.getAttribute('aria-disabled') === 'true').toBe(true);
  });

  it('says when a search stopped at the server’s walk limit, and does not claim an exact count', async () => {
    call.mockResolvedValue({ data: [row(1)], meta: { total: null, has_more: false, stopped_after: 5000 } });
    renderWithApp(<Guests />, { path: '/' });
    expect(await screen.findByText('Guest 1')).toBeTruthy();
    expect(screen.getByTestId('table-search-stopped').textContent).toContain('5.000 files');
    expect(screen.getByText('(1+)')).toBeTruthy();

    call.mockResolvedValue(page([1, 2], null, false));
    model!.setPerPage(20);
    expect(await screen.findByText('Guest 2')).toBeTruthy();
    expect(screen.queryByTestId('table-search-stopped')).toBeNull();
    expect(screen.getByText('(2)')).toBeTruthy();
  });

  it('sends a typed filter once typing pauses, from page 1, and keeps it in the URL', async () => {
    call.mockResolvedValue(page([1], 1, false));
    renderWithApp(<Guests />, { path: '/?page=3' });
    await screen.findByText('Guest 1');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Puig ' } });
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1, search: { name: 'Puig' } }));
    expect(urlParams()).toEqual({ name: 'Puig' });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('Puig ');
  });

  it('drops a typed filter still waiting for the pause once the user has opened another screen', async () => {
    call.mockResolvedValue(page([1], 1, false));
    renderWithApp(<Guests />, { path: '/acl/guests' });
    await screen.findByText('Guest 1');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Puig' } });
    act(() => navigateTo!('/acl/guests/show/1'));
    await act(() => new Promise((resolve) => setTimeout(resolve, FILTER_DEBOUNCE_MS * 2)));
    expect(screen.getByTestId('path').textContent).toBe('/acl/guests/show/1');
    expect(urlParams()).toEqual({});
  });

  it('applies the typed filters at once when asked (Enter), without waiting for the pause', async () => {
    call.mockResolvedValue(page([1], 1, false));
    renderWithApp(<Guests />, { path: '/?page=2' });
    await screen.findByText('Guest 1');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Roca' } });
    expect(urlParams()).toEqual({ page: '2' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(urlParams()).toEqual({ name: 'Roca' });
    await waitFor(() => expect(lastQuery()).toMatchObject({ page: 1, search: { name: 'Roca' } }));
  });

  it('ignores values in the URL the table does not know', async () => {
    call.mockResolvedValue(page([], 0, false));
    renderWithApp(<Guests />, { path: '/?page=-1&per_page=1000&sort_by=password&sort_desc=1' });
    await waitFor(() => expect(call).toHaveBeenCalled());
    expect(lastQuery()).toEqual({ page: 1, per_page: 10, sort_by: 'name', sort_desc: false, search: {} });
    expect(await screen.findByText('No hi ha cap registre.')).toBeTruthy();
  });

  it('shows a failed load with a retry that loads again', async () => {
    call.mockRejectedValueOnce(new Error('down')).mockResolvedValue(page([7], 1, false));
    renderWithApp(<Guests />);
    fireEvent.click(await screen.findByRole('button', { name: 'Torna-ho a provar' }));
    expect(await screen.findByText('Guest 7')).toBeTruthy();
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('opens at the rows per page remembered for the table unless the URL names one', async () => {
    call.mockResolvedValue(page([1], 1, false));
    localStorage.setItem('table_page_sizes', JSON.stringify({ 'acl.guests.datatable': 50, other: 20 }));
    const first = renderWithApp(<Guests />);
    await waitFor(() => expect(lastQuery()).toMatchObject({ per_page: 50 }));
    first.unmount();
    renderWithApp(<Guests />, { path: '/?per_page=20' });
    await waitFor(() => expect(lastQuery()).toMatchObject({ per_page: 20 }));
  });

  it('applies two changes made before the first reaches the URL, the second on top of the first', async () => {
    call.mockResolvedValue(page([1], 1, false));
    renderWithApp(<Guests />, { path: '/?name=Puig&page=2' });
    await screen.findByText('Guest 1');
    act(() => {
      model!.clearFilters();
      model!.setPerPage(20);
    });
    // At once, not after a debounce put the filters right.
    expect(urlParams()).toEqual({ per_page: '20' });
    await waitFor(() => expect(lastQuery()).toEqual({ page: 1, per_page: 20, sort_by: 'name', sort_desc: false, search: {} }));
  });
});
