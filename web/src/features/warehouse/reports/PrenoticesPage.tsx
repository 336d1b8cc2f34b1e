/**
 * /warehouse/prenotices (spec §2, §5, role 25): two instruction boxes; the platform (required,
 * default 867), one of its purchase orders (filling the outs and consignments), group by outs or by
 * consignments, their chips, the file (xls or csv, required) and Test / Process, each confirmed.
 * Test asks for an address (the user's own by default) and mails the prenotice there only; Process
 * sends it to the platform's recipients, shown (and edited) under the platform's choice and named
 * in its dialog; with none, Process says why it cannot send instead of asking. Both validate the
 * form first. Another platform drops the order and the chips (they were the old platform's); the
 * file, the grouping and the test address are the user's and stay.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PRENOTICE_PLATFORM } from '../../../../../shared/warehouse/reports';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { FileField } from '../../../components/FileField';
import { Page } from '../../../components/Page';
import { check, email as emailRule, required, serverFieldErrors } from '../../../components/validation';
import { paths } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { useSession } from '../../../lib/auth/use-session';
import { useWarehouseFrame } from '../components/nav';
import '../warehouse.css';
import { contentsOfPurchaseOrder, usePrenoticeRecipients, useSendPrenotice, type PrenoticeSend } from './api';
import { ChipsInput } from './ChipsInput';
import { PrenoticeRecipientsBox, PrenoticeRecipientsModal } from './PrenoticeRecipients';
import { fieldError } from './field-errors';
import { PlatformOrderFields } from './PlatformOrderFields';
import { prenoticeFileIssue, PRENOTICE_ACCEPT, PRENOTICE_EXTENSIONS } from './prenotice-file';
import { usePlatformOrder } from './use-platform-order';

type GroupBy = 'outs' | 'consignments';

export default function PrenoticesPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const title = t('warehouse.reports.screens.prenotices');
  useWarehouseFrame([{ text: title, href: paths.warehousePrenotices }]);
  const [groupBy, setGroupBy] = useState<GroupBy>('outs');
  const [outs, setOuts] = useState<string[]>([]);
  const [consignments, setConsignments] = useState<string[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState<'test' | 'process' | null>(null);
  const [testEmail, setTestEmail] = useState(user?.email ?? '');
  const [emailTried, setEmailTried] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<PrenoticeSend | null>(null);
  const [editingRecipients, setEditingRecipients] = useState(false);
  const [noRecipientsTried, setNoRecipientsTried] = useState(false);
  const { platform, order, orderError, fields } = usePlatformOrder({
    initial: DEFAULT_PRENOTICE_PLATFORM,
    contents: contentsOfPurchaseOrder,
    isEmpty: (found) => !found.outs.length && !found.consignments.length,
    fill: (found) => {
      setOuts(found.outs.map((o) => o.number));
      setConsignments(found.consignments.map((c) => String(c.id)));
    },
    clear: () => {
      setOuts([]);
      setConsignments([]);
      setServer({});
      setTried(false);
      setNoRecipientsTried(false);
    },
  });
  const send = useSendPrenotice();
  const recipients = usePrenoticeRecipients(platform);
  const recipientList = recipients.data?.to ?? [];

  const chips = groupBy === 'outs' ? outs : consignments;
  const fileIssue = file ? prenoticeFileIssue(file) : null;
  const errors = {
    platform: tried && platform === null ? t('warehouse.required') : server.platform,
    chips:
      tried && !chips.length
        ? t(groupBy === 'outs' ? 'warehouse.reports.outs_required' : 'warehouse.reports.consignments_required')
        : fieldError(server, groupBy),
    file:
      tried && !file
        ? t('warehouse.required')
        : fileIssue
          ? t('warehouse.reports.file_type', { name: file!.name, types: PRENOTICE_EXTENSIONS.join(', ') })
          : (server.upload_id ?? server.file_name ?? server.size),
  };
  const emailIssue = check(testEmail, required, emailRule);
  const emailError = emailIssue ? t(emailIssue.key, emailIssue.vars) : server.email;

  /** §5: processing (and testing) validates the form first; the dialog opens only when it passes. */
  const ask = (what: 'test' | 'process') => {
    setTried(true);
    setServer({});
    setEmailTried(false);
    setNoRecipientsTried(false);
    if (platform === null || !chips.length || !file || fileIssue) return;
    // Known to have no recipients: the server would refuse, the recipients box says why instead.
    if (what === 'process' && recipients.data && !recipientList.length) {
      setNoRecipientsTried(true);
      return;
    }
    setAsking(what);
  };
  const confirm = () => {
    if (asking === 'test') {
      setEmailTried(true);
      if (emailIssue) return;
    }
    send.mutate(
      {
        file: file!,
        platform: platform!,
        groupBy,
        outs,
        consignments: consignments.map(Number),
        purchase: order,
        ...(asking === 'test' ? { testEmail: testEmail.trim() } : {}),
      },
      {
        onSuccess: (result) => {
          setSent(result);
          setAsking(null);
          alerts.add({
            type: 'success',
            msg: t(result.test ? 'warehouse.reports.test_sent' : 'warehouse.reports.processed', {
              recipients: result.recipients.join(', '),
            }),
          });
        },
        onError: (error) => {
          const fields = serverFieldErrors(error) ?? {};
          setServer(fields);
          // An address the server refused stays in the dialog; anything else is the form's.
          if (!(asking === 'test' && fields.email)) setAsking(null);
          else setEmailTried(true);
        },
      },
    );
  };

  return (
    <Page title={title}>
      <ColumnLayout columns={2}>
        <Alert type="info" header={t('warehouse.reports.prenotice_info_1_title')} data-testid="prenotice-info-1">
          {t('warehouse.reports.prenotice_info_1')}
        </Alert>
        <Alert type="info" header={t('warehouse.reports.prenotice_info_2_title')} data-testid="prenotice-info-2">
          {t('warehouse.reports.prenotice_info_2')}
        </Alert>
      </ColumnLayout>
      <form
        noValidate
        data-testid="prenotice"
        onSubmit={(event) => {
          event.preventDefault();
          ask('process');
        }}
      >
        <Container>
          <SpaceBetween size="m">
            <PlatformOrderFields
              screen="prenotices"
              {...fields}
              platformError={errors.platform}
              orderError={orderError ?? server.purchase}
              testId="prenotice"
            />
            {platform !== null ? (
              <PrenoticeRecipientsBox
                recipients={recipients.data}
                loading={recipients.isLoading}
                failed={recipients.isError}
                blocking={noRecipientsTried}
                onEdit={() => setEditingRecipients(true)}
              />
            ) : null}
            <FormField label={t('warehouse.reports.group_by')}>
              <SegmentedControl
                selectedId={groupBy}
                onChange={({ detail }) => setGroupBy(detail.selectedId as GroupBy)}
                label={t('warehouse.reports.group_by')}
                options={[
                  { id: 'outs', text: t('warehouse.reports.by_outs') },
                  { id: 'consignments', text: t('warehouse.reports.by_consignments') },
                ]}
                data-testid="prenotice-group-by"
              />
            </FormField>
            {groupBy === 'outs' ? (
              <ChipsInput
                key={`outs-${platform}`}
                label={t('warehouse.reports.outs')}
                description={t('warehouse.reports.outs_hint')}
                values={outs}
                onChange={setOuts}
                errorText={errors.chips}
                testId="prenotice-outs"
              />
            ) : (
              <ChipsInput
                key={`consignments-${platform}`}
                label={t('warehouse.reports.consignments')}
                description={t('warehouse.reports.consignments_hint')}
                values={consignments}
                onChange={setConsignments}
                refuse={(v) => (/^[1-9]\d{0,9}$/.test(v) ? undefined : t('warehouse.reports.consignment_id', { value: v }))}
                errorText={errors.chips}
                testId="prenotice-consignments"
              />
            )}
            <FileField
              testId="prenotice-file"
              label={t('warehouse.reports.file')}
              description={t('warehouse.reports.file_hint')}
              chooseLabel={t('warehouse.reports.choose_file')}
              accept={PRENOTICE_ACCEPT}
              file={file}
              onChange={setFile}
              errorText={errors.file}
            />
            {server._form ? <Alert type="error">{server._form}</Alert> : null}
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" onClick={() => ask('test')} data-testid="prenotice-test">
                {t('warehouse.reports.test')}
              </Button>
              <Button variant="primary" formAction="submit" data-testid="prenotice-process">
                {t('warehouse.reports.process')}
              </Button>
            </SpaceBetween>
          </SpaceBetween>
        </Container>
      </form>
      {sent ? (
        <Alert
          type="success"
          data-testid="prenotice-sent"
          header={t(sent.test ? 'warehouse.reports.last_test' : 'warehouse.reports.last_process')}
        >
          {t('warehouse.reports.sent_to', { file: sent.file_name, recipients: sent.recipients.join(', ') })}
        </Alert>
      ) : null}
      <ConfirmModal
        visible={asking !== null}
        title={t(asking === 'test' ? 'warehouse.reports.test_title' : 'warehouse.reports.process_title')}
        confirmLabel={t(asking === 'test' ? 'warehouse.reports.test' : 'warehouse.reports.process')}
        loading={send.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      >
        {asking === 'test' ? (
          <SpaceBetween size="s">
            <span>{t('warehouse.reports.test_confirm')}</span>
            <FormField label={t('warehouse.reports.test_email')} errorText={emailTried ? emailError : undefined}>
              <Input
                type="email"
                value={testEmail}
                onChange={({ detail }) => setTestEmail(detail.value)}
                onKeyDown={(event) => {
                  if (event.detail.key === 'Enter') confirm();
                }}
                invalid={emailTried && Boolean(emailError)}
                data-testid="prenotice-test-email"
              />
            </FormField>
          </SpaceBetween>
        ) : (
          <SpaceBetween size="s">
            <span>
              {t('warehouse.reports.process_confirm', {
                count: chips.length,
                what: t(groupBy === 'outs' ? 'warehouse.reports.outs' : 'warehouse.reports.consignments'),
              })}
            </span>
            <FormField label={t('warehouse.reports.recipients')}>
              <div data-testid="prenotice-process-recipients">
                {recipients.isLoading ? (
                  <StatusIndicator type="loading">{t('warehouse.reports.recipients_loading')}</StatusIndicator>
                ) : (
                  <ul className="wh-recipients">
                    {recipientList.map((address) => (
                      <li key={address}>{address}</li>
                    ))}
                  </ul>
                )}
              </div>
            </FormField>
          </SpaceBetween>
        )}
      </ConfirmModal>
      {editingRecipients && platform !== null ? (
        <PrenoticeRecipientsModal
          platform={platform}
          initial={recipientList}
          onClose={() => {
            setEditingRecipients(false);
            setNoRecipientsTried(false);
          }}
        />
      ) : null}
    </Page>
  );
}
