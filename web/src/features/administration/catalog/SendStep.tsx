/**
 * Catalog step 5 (spec §2): one card per platform with its recipients (to and cc typed comma
 * separated: trimmed, blanks dropped), a reset button only when they differ from the card's
 * initial ones, and a send. After a send the card shows the sent state (a checkmark) and its send
 * log (who, when, recipients, file version); sending again asks first. A send is blocked, with the
 * reason, while the platform's file is older than the last product update or no recipient is valid.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { splitRecipients } from '../../../../../shared/administration/rules';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { serverFieldErrors } from '../../../components/validation';
import { alerts } from '../../../lib/alerts';
import { formatDateTime } from '../../../lib/format';
import { api, ApiError } from '../../../lib/http';
import type { CatalogPlatform, CatalogWorkingData } from '../api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const sameList = (a: readonly string[], b: readonly string[]) => a.join(',') === b.join(',');

function PlatformCard({
  month,
  platform,
  staleReason,
  onSent,
}: {
  month: string;
  platform: CatalogPlatform;
  staleReason: string | null;
  onSent: (platform: CatalogPlatform) => void;
}) {
  const { t } = useTranslation();
  const [to, setTo] = useState(platform.to.join(', '));
  const [cc, setCc] = useState(platform.cc.join(', '));
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const toList = splitRecipients(to);
  const ccList = splitRecipients(cc);
  const badTo = toList.filter((a) => !EMAIL.test(a));
  const badCc = ccList.filter((a) => !EMAIL.test(a));
  const changed = !sameList(toList, platform.to) || !sameList(ccList, platform.cc);
  const noRecipient = toList.length === 0;
  const blocked = staleReason ?? (noRecipient ? t('administration.catalog.no_recipient') : null);
  const sent = platform.sends.length > 0;
  const id = platform.id;

  async function send() {
    setSending(true);
    setServer({});
    try {
      const answer = await api.call('administration.catalog.send', {
        body: { date: month, platform: id, to: toList, cc: ccList, resend: sent },
        handle: [409, 422],
      });
      alerts.add({ type: 'success', msg: t('administration.catalog.sent', { label: platform.label }) });
      // The fields show what was sent, not the text as typed (blanks and stray commas stayed).
      setTo(toList.join(', '));
      setCc(ccList.join(', '));
      onSent(answer.data);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setServer(fields);
      else if (error instanceof ApiError) setServer({ _form: error.message });
    } finally {
      setSending(false);
      setConfirming(false);
    }
  }

  return (
    <Container
      data-testid={`catalog-platform-${id}`}
      header={
        <Header
          variant="h3"
          description={`${t('administration.catalog.platform')} ${id}`}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {changed ? (
                <Button
                  onClick={() => {
                    setTo(platform.to.join(', '));
                    setCc(platform.cc.join(', '));
                    setServer({});
                  }}
                  data-testid={`catalog-reset-${id}`}
                >
                  {t('administration.catalog.reset')}
                </Button>
              ) : null}
              <Button
                variant="primary"
                disabled={Boolean(blocked) || badTo.length > 0 || badCc.length > 0}
                loading={sending}
                onClick={() => (sent ? setConfirming(true) : void send())}
                data-testid={`catalog-send-${id}`}
              >
                {sent ? t('administration.catalog.resend') : t('administration.catalog.send')}
              </Button>
            </SpaceBetween>
          }
        >
          <SpaceBetween direction="horizontal" size="xs">
            <span>{platform.label}</span>
            {sent ? (
              <span data-testid={`catalog-sent-${id}`}>
                <StatusIndicator type="success">{t('administration.catalog.sent_state')}</StatusIndicator>
              </span>
            ) : null}
          </SpaceBetween>
        </Header>
      }
    >
      <SpaceBetween size="s">
        <FormField
          label={t('administration.catalog.to')}
          description={t('administration.catalog.recipients_hint')}
          errorText={
            badTo.length
              ? t('administration.catalog.bad_addresses', { addresses: badTo.join(', ') })
              : (server.to ?? Object.entries(server).find(([k]) => k.startsWith('to.'))?.[1])
          }
        >
          <Input value={to} onChange={({ detail }) => setTo(detail.value)} data-testid={`catalog-to-${id}`} />
        </FormField>
        <FormField
          label={t('administration.catalog.cc')}
          errorText={
            badCc.length
              ? t('administration.catalog.bad_addresses', { addresses: badCc.join(', ') })
              : (server.cc ?? Object.entries(server).find(([k]) => k.startsWith('cc.'))?.[1])
          }
        >
          <Input value={cc} onChange={({ detail }) => setCc(detail.value)} data-testid={`catalog-cc-${id}`} />
        </FormField>
        {blocked ? (
          <StatusIndicator type="warning" data-testid={`catalog-blocked-${id}`}>
            {blocked}
          </StatusIndicator>
        ) : null}
        {server._form || server.platform || server.date ? (
          <StatusIndicator type="error">{server._form ?? server.platform ?? server.date}</StatusIndicator>
        ) : null}
        {sent ? (
          <div data-testid={`catalog-log-${id}`}>
            <Box variant="h4">{t('administration.catalog.send_log')}</Box>
            <ul className="admin-log">
              {platform.sends.map((s, i) => (
                <li key={i}>
                  {t('administration.catalog.log_line', {
                    when: formatDateTime(s.sent_at),
                    who: s.sent_by,
                    to: s.to.join(', '),
                    version: s.file_version,
                  })}
                  {s.cc.length ? ` · ${t('administration.catalog.cc')}: ${s.cc.join(', ')}` : ''} ·{' '}
                  {t(`administration.catalog.delivery.${s.delivery}`)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </SpaceBetween>
      {/* Mounted only while asked: one card's hidden dialog must not answer for another's. */}
      {confirming ? (
        <ConfirmModal
          visible
          title={t('administration.catalog.resend_title')}
          confirmLabel={t('administration.catalog.resend')}
          loading={sending}
          onConfirm={() => void send()}
          onCancel={() => setConfirming(false)}
        >
          {t('administration.catalog.resend_confirm', { label: platform.label, count: platform.sends.length })}
        </ConfirmModal>
      ) : null}
    </Container>
  );
}

export function SendStep({
  data,
  onSent,
  actions,
}: {
  data: CatalogWorkingData;
  onSent: (platform: CatalogPlatform) => void;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const staleReason = (platform: number): string | null => {
    const file = data.catalogs.find((c) => c.platform === platform);
    if (!file) return t('administration.catalog.no_file');
    return file.stale ? t('administration.catalog.stale_reason') : null;
  };
  return (
    <SpaceBetween size="m">
      <Header variant="h2" description={t('administration.catalog.send_description')} actions={actions}>
        {t('administration.catalog.steps.send')}
      </Header>
      {data.platforms.map((p) => (
        <PlatformCard key={p.id} month={data.month} platform={p} staleReason={staleReason(p.id)} onSent={onSent} />
      ))}
    </SpaceBetween>
  );
}
