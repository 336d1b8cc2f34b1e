import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title ("Page · Farma Portal"). */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} · ${app}` : app;
  }, [title, app]);
}

/** A page: its h1 (with an optional description) and content. */
export function Page({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={description} actions={actions}>
        {title}
      </Header>
      {children}
    </SpaceBetween>
  );
}
