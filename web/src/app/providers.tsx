import { I18nProvider } from '@cloudscape-design/components/i18n';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { cloudscapeMessages } from '../lib/i18n/cloudscape';
import { i18n } from '../lib/i18n';
import { AREAS } from '../config/areas';
import { AppRegistryContext, type AppRegistry } from './app-registry';
import { canOpen } from './route-access';

function CloudscapeI18n({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const messages = useMemo(() => cloudscapeMessages(), []);
  return (
    <I18nProvider locale={instance.language} messages={messages}>
      {children}
    </I18nProvider>
  );
}

const registry: AppRegistry = { areas: AREAS, canOpen };

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <CloudscapeI18n>
        <QueryClientProvider client={queryClient}>
          <AppRegistryContext.Provider value={registry}>{children}</AppRegistryContext.Provider>
        </QueryClientProvider>
      </CloudscapeI18n>
    </I18nextProvider>
  );
}
