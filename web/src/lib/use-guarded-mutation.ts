/**
 * useMutation with double submit blocked (spec §4): while a call is loading, further submits are
 * ignored, even two clicks in the same tick (a ref, not the async `isPending` state, decides).
 */
import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

export function useGuardedMutation<TData = unknown, TError = Error, TVariables = void, TContext = unknown>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const busy = useRef(false);
  const mutation = useMutation<TData, TError, TVariables, TContext>({
    ...options,
    onSettled: (...args) => {
      busy.current = false;
      return options.onSettled?.(...args);
    },
  });
  const { mutate: rawMutate, mutateAsync: rawMutateAsync } = mutation;
  const mutate = useCallback(
    (...args: Parameters<typeof rawMutate>) => {
      if (busy.current) return;
      busy.current = true;
      rawMutate(...args);
    },
    [rawMutate],
  ) as typeof rawMutate;
  const mutateAsync = useCallback(
    (...args: Parameters<typeof rawMutateAsync>) => {
      if (busy.current) return Promise.reject(new Error('A submission is already in progress'));
      busy.current = true;
      return rawMutateAsync(...args);
    },
    [rawMutateAsync],
  ) as typeof rawMutateAsync;
  return { ...mutation, mutate, mutateAsync };
}
