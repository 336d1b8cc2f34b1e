/**
 * /guest/pharmacy/communication (spec §1): the pharmacy's business manager (name, phone with a
 * messaging link, e-mail), the group's phone and e-mail, its two addresses and four department
 * contacts; "no business manager assigned" when the party has none.
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Icon from '@cloudscape-design/components/icon';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBreadcrumbs } from '../../components/frame-slots';
import { LoadFailed, Loading } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { useLocale } from '../../components/use-locale';
import { useCommunication } from './api';
import '../../styles/portal.css';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <div>{children}</div>
    </div>
  );
}

export default function CommunicationPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const communication = useCommunication();
  useBreadcrumbs([
    { text: t('nav.home'), href: '/' },
    { text: t('communication.title'), href: '/guest/pharmacy/communication' },
  ]);
  const data = communication.data;

  return (
    <Page title={t('communication.title')} description={t('communication.description')}>
      {communication.isPending ? (
        <Loading />
      ) : communication.isError || !data ? (
        <LoadFailed onRetry={() => void communication.refetch()} />
      ) : (
        <SpaceBetween size="l">
          <Container header={<Header variant="h2">{t('communication.manager.title')}</Header>} data-testid="business-manager">
            {data.business_manager ? (
              <ColumnLayout columns={3} variant="text-grid">
                <Item label={t('communication.manager.name')}>{data.business_manager.name}</Item>
                <Item label={t('communication.phone')}>
                  {data.business_manager.phone ? (
                    <SpaceBetween size="xxs">
                      <Link href={tel(data.business_manager.phone)}>{data.business_manager.phone}</Link>
                      {data.business_manager.messaging_url ? (
                        <Link href={data.business_manager.messaging_url} external target="_blank" data-testid="messaging-link">
                          {t('communication.manager.message')}
                        </Link>
                      ) : null}
                    </SpaceBetween>
                  ) : (
                    '—'
                  )}
                </Item>
                <Item label={t('communication.email')}>
                  {data.business_manager.email ? (
                    <Link href={`mailto:${data.business_manager.email}`}>{data.business_manager.email}</Link>
                  ) : (
                    '—'
                  )}
                </Item>
              </ColumnLayout>
            ) : (
              <Box color="text-body-secondary" data-testid="no-business-manager">
                <Icon name="status-info" /> {t('communication.manager.none')}
              </Box>
            )}
          </Container>

          <Container header={<Header variant="h2">{t('communication.company.title')}</Header>}>
            <ColumnLayout columns={2} variant="text-grid">
              <Item label={t('communication.phone')}>
                <Link href={tel(data.company.phone)}>{data.company.phone}</Link>
              </Item>
              <Item label={t('communication.email')}>
                <Link href={`mailto:${data.company.email}`}>{data.company.email}</Link>
              </Item>
            </ColumnLayout>
          </Container>

          <Container header={<Header variant="h2">{t('communication.addresses')}</Header>}>
            <ColumnLayout columns={2} variant="text-grid">
              {data.company.addresses.map((address) => (
                <Item key={address.name_ca} label={locale === 'ca' ? address.name_ca : address.name_es}>
                  <address className="contact-address">
                    {address.lines.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                </Item>
              ))}
            </ColumnLayout>
          </Container>

          <Container header={<Header variant="h2">{t('communication.departments')}</Header>}>
            <ColumnLayout columns={4} variant="text-grid" minColumnWidth={180}>
              {data.company.departments.map((department) => (
                <Item key={department.key} label={locale === 'ca' ? department.name_ca : department.name_es}>
                  <SpaceBetween size="xxs">
                    <Link href={`mailto:${department.email}`}>{department.email}</Link>
                    <Link href={tel(department.phone)}>{department.phone}</Link>
                  </SpaceBetween>
                </Item>
              ))}
            </ColumnLayout>
          </Container>
        </SpaceBetween>
      )}
    </Page>
  );
}
