/** Test helpers: render with the app's providers (i18n, Cloudscape strings, query client, router). */
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { initI18n } from '../lib/i18n';
import { BOTH_CATALOGUES } from './catalogues';

export function renderWithApp(
  ui: ReactNode,
  { path = '/', locale = 'ca' as const }: { path?: string; locale?: 'ca' | 'es' } = {},
): RenderResult & { queryClient: QueryClient } {
  const i18n = initI18n(locale, BOTH_CATALOGUES);
  void i18n.changeLanguage(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, queryClient };
}
