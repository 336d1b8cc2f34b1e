/**
 * The rows of the staged files that could not be read, with why: each can be fixed in
 * place, its cells edited in a dialog as the file should have had them (the date in the
 * distributor's format), then staged; a refresh job puts it on the steps' lists. The list pages
 * with the server's cursor ("more").
 */
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SALE_FIELDS } from '../../../../../shared/sales-import/mapping';
import type { RejectedRow, SaleField } from '../../../../../shared/sales-import/views';
import { FormDialog } from '../../../components/FormDialog';
import { FormFrame } from '../../../components/FormFrame';
import type { ServerErrors } from '../../../components/validation';
import { api } from '../../../lib/http';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { importKeys, onForm, runJob } from '../api';

function FixForm({
  row,
  saving,
  serverErrors,
  onSubmit,
  onCancel,
}: {
  row: RejectedRow;
  saving: boolean;
  serverErrors: ServerErrors | undefined;
  onSubmit: (values: Record<SaleField, string>) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(row.values);
  return (
    <FormFrame
      testId="rejected-fix"
      submitLabel={t('salesImport.rejected.stage')}
      saving={saving}
      onCancel={onCancel}
      errorText={serverErrors?._form}
      onSubmit={() => onSubmit(values)}
    >
      <SpaceBetween size="m">
        <StatusIndicator type="error">{row.errors.join(' · ')}</StatusIndicator>
        <ColumnLayout columns={2}>
          {SALE_FIELDS.map((f) => (
            <FormField
              key={f}
              label={t(`salesImport.distributors.${f}`)}
              description={f === 'date' ? t('salesImport.rejected.date_hint', { format: row.date_format }) : undefined}
              errorText={serverErrors?.[f]}
              controlId={`rejected-${f}`}
            >
              <Input
                controlId={`rejected-${f}`}
                value={values[f]}
                invalid={Boolean(serverErrors?.[f])}
                onChange={({ detail }) => setValues((v) => ({ ...v, [f]: detail.value }))}
                data-testid={`rejected-${f.replace(/_/g, '-')}`}
              />
            </FormField>
          ))}
        </ColumnLayout>
      </SpaceBetween>
    </FormFrame>
  );
}

export function RejectedRows({ onFixed }: { onFixed: () => void }) {
  const { t } = useTranslation();
  const [fixing, setFixing] = useState<RejectedRow | null>(null);
  const list = useInfiniteQuery({
    queryKey: [...importKeys.step, 'rejected'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.call('sales_import.rejected_rows', { query: pageParam ? { cursor: pageParam } : {}, signal }).then((a) => a.data),
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const fix = useGuardedMutation({
    mutationFn: ({ row, values }: { row: RejectedRow; values: Record<SaleField, string> }) =>
      runJob(() => api.call('sales_import.rejected_rows.fix', { params: { id: row.id }, body: values, ...onForm })),
  });
  if (!list.data || total === 0) return null;
  return (
    <>
      <Table<RejectedRow>
        data-testid="rejected-rows"
        variant="embedded"
        wrapLines
        items={rows}
        trackBy="id"
        header={
          <Header variant="h3" counter={`(${total})`} description={t('salesImport.rejected.hint')}>
            {t('salesImport.rejected.title')}
          </Header>
        }
        columnDefinitions={[
          { id: 'file', header: t('salesImport.files.file'), cell: (r) => r.file_name },
          { id: 'row', header: t('salesImport.read.row'), cell: (r) => r.row },
          ...SALE_FIELDS.map((f) => ({
            id: f,
            header: t(`salesImport.distributors.${f}`),
            cell: (r: RejectedRow) => r.values[f],
          })),
          { id: 'errors', header: t('salesImport.rejected.why'), cell: (r) => r.errors.join(' · ') },
          {
            id: 'fix',
            header: '',
            minWidth: 130,
            cell: (r) => (
              <Button onClick={() => setFixing(r)} data-testid={`rejected-fix-${r.row}`}>
                {t('salesImport.rejected.fix')}
              </Button>
            ),
          },
        ]}
        footer={
          list.hasNextPage ? (
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} data-testid="rejected-more">
              {t('salesImport.rejected.more')}
            </Button>
          ) : undefined
        }
      />
      <FormDialog
        visible={fixing !== null}
        header={fixing ? t('salesImport.rejected.fix_title', { file: fixing.file_name, row: fixing.row }) : ''}
        saving={fix.isPending}
        creating={false}
        onClose={() => setFixing(null)}
        onSaved={() => {
          void list.refetch();
          onFixed();
        }}
        form={(dialog) =>
          fixing ? (
            <FixForm
              row={fixing}
              saving={fix.isPending}
              serverErrors={dialog.serverErrors}
              onCancel={dialog.onCancel}
              onSubmit={(values) => fix.mutate({ row: fixing, values }, { onSuccess: dialog.onSaved, onError: dialog.onFailed })}
            />
          ) : null
        }
      />
    </>
  );
}
