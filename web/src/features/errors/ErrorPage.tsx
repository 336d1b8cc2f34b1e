import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../components/Page';

export function ErrorPage({ code, title, children }: { code: string; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(title);
  return (
    <section className="error-page" aria-labelledby="error-title">
      <SpaceBetween size="m">
        <Box variant="p" color="text-status-inactive" fontSize="display-l" fontWeight="bold">
          <span aria-hidden="true">{code}</span>
        </Box>
        <Box variant="h1" id="error-title">
          {title}
        </Box>
        {children}
        <Link
          href="/"
          onFollow={(event) => {
            event.preventDefault();
            navigate('/');
          }}
        >
          {t('nav.back_home')}
        </Link>
      </SpaceBetween>
    </section>
  );
}
