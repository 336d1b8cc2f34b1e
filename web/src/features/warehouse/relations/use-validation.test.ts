// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MidOutRow } from './api';
import { relatedOuts, useValidation } from './use-validation';

const checks = vi.hoisted(() => ({ outDuplicates: vi.fn(), outWrongQuantities: vi.fn() }));
vi.mock('./api', () => checks);

const row = (sale: number, out: string | null): MidOutRow => ({
  priority: null,
  sale,
  sale_obj: { number: `S${sale}`, reference: '' },
  party_obj: { name: 'P' },
  shipment_in: 1,
  shipment_out: out ? sale : null,
  shipment_out_obj: out ? { number: out } : null,
});

describe('relatedOuts', () => {
  it('lists each related out once, in row order, skipping rows without one', () => {
    expect(relatedOuts([row(1, 'OUT/2'), row(2, null), row(3, 'OUT/1'), row(4, 'OUT/2')])).toEqual(['OUT/2', 'OUT/1']);
  });
});

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: new QueryClient() }, children);

describe('useValidation', () => {
  it('checks each related out of the shipment and lists them; another shipment shows no result', async () => {
    checks.outDuplicates.mockResolvedValue([]);
    checks.outWrongQuantities.mockResolvedValue([]);
    const rows = [row(1, 'OUT/2'), row(3, 'OUT/1')];
    const { result, rerender } = renderHook(({ number }) => useValidation(number, rows), {
      initialProps: { number: 'E1' },
      wrapper,
    });
    // A second click while the checks run starts nothing more.
    act(() => {
      result.current.run();
      result.current.run();
    });
    await waitFor(() => expect(result.current.result).toEqual({ outs: ['OUT/2', 'OUT/1'], duplicates: [], wrongQuantities: [] }));
    expect(checks.outDuplicates.mock.calls).toEqual([
      ['E1', 'OUT/2'],
      ['E1', 'OUT/1'],
    ]);
    rerender({ number: 'E2' });
    expect(result.current.result).toBeNull();
  });
});
