/**
 * "Send password-reset mail" (spec §7: POST /api/password/create {email}; success message
 * "process"). The guest receives the link and its login and sets a password.
 */
import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import { alerts } from '../../../lib/alerts';
import { useSendResetMail } from '../api';

export function SendResetButton({ email }: { email: string }) {
  const { t } = useTranslation();
  const send = useSendResetMail();
  return (
    <Button
      iconName="envelope"
      loading={send.isPending}
      data-testid="send-reset-mail"
      onClick={() => send.mutate(email, { onSuccess: () => alerts.add({ type: 'success', msg: t('alerts.process') }) })}
    >
      {t('acl.guests.send_reset')}
    </Button>
  );
}
