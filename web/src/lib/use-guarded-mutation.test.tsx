// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useGuardedMutation } from './use-guarded-mutation';

describe('double submit (spec §4)', () => {
  it('ignores submits while the call is loading, accepts the next one after', async () => {
    let resolve: (v: string) => void = () => undefined;
    const mutationFn = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useGuardedMutation({ mutationFn }), { wrapper });
    await act(async () => {
      result.current.mutate();
      result.current.mutate();
    });
    await act(async () => result.current.mutate());
    expect(mutationFn).toHaveBeenCalledTimes(1);
    await act(async () => resolve('ok'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(async () => result.current.mutate());
    expect(mutationFn).toHaveBeenCalledTimes(2);
  });
});
