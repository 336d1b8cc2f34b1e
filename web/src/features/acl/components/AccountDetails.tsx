/** An account's details box on its page: login and e-mail, what the screen adds, then the last change. */
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs, { type KeyValuePairsProps } from '@cloudscape-design/components/key-value-pairs';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';

export function AccountDetails({
  account,
  more = [],
}: {
  account: { login: string; email: string; updated_at: Parameters<typeof formatDateTime>[0] };
  more?: KeyValuePairsProps.Pair[];
}) {
  const { t } = useTranslation();
  return (
    <Container header={<Header variant="h2">{t('acl.details')}</Header>}>
      <KeyValuePairs
        columns={3}
        items={[
          { label: t('acl.fields.login'), value: account.login },
          { label: t('acl.fields.email'), value: account.email },
          ...more,
          { label: t('acl.fields.updated_at'), value: formatDateTime(account.updated_at) },
        ]}
      />
    </Container>
  );
}
