import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Locale } from '../../../../shared/i18n/locale';
import { currentLocale, setLocale } from '../../lib/i18n';

/** Switches the language (saved in localStorage `locale`) and refetches server texts in it. */
export function useChangeLocale(): (next: Locale) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (next: Locale) => {
      if (next === currentLocale()) return;
      await setLocale(next);
      // Server texts (role names, messages) come in the request's language: fetch them again.
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );
}
