/**
 * /warehouse/logistics/priorities (spec §2, §4, §5, role 22): the ordered party priority list with
 * the date it applies from. Up and down swap a row with its neighbour, add appends a party at the
 * next position, delete asks first and closes the gap; nothing is stored until save, which asks
 * first and stores the whole list at once. A red reminder says so while there are changes.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { DateField } from '../../../components/DateField';
import { EmptyState, Loading, LoadFailed } from '../../../components/LoadState';
import { paths } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { formatDate, formatDateTime, toApiDate } from '../../../lib/format';
import { ApiError } from '../../../lib/http';
import { PARTY_SEARCH_MIN, usePartySearch, usePriorities, useSavePriorities, type PriorityList } from '../api';
import { LogisticsPage } from './LogisticsPage';
import { appendParty, moveEntry, removeEntry, type PriorityDraft } from './priorities';

export default function PrioritiesPage() {
  const { t } = useTranslation();
  const list = usePriorities();
  return (
    <LogisticsPage
      title={t('warehouse.screens.priorities')}
      description={t('warehouse.priorities.description')}
      trail={[{ text: t('warehouse.screens.priorities'), href: paths.warehousePriorities }]}
    >
      {list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} message={t('warehouse.load_failed')} />
      ) : list.isPending ? (
        <Loading />
      ) : (
        <PriorityEditor key={list.data.saved_at ?? 'new'} list={list.data} />
      )}
    </LogisticsPage>
  );
}

function PriorityEditor({ list }: { list: PriorityList }) {
  const { t } = useTranslation();
  const initial: PriorityDraft[] = list.priorities.map((p) => ({ party: p.party, name: p.party_obj.name }));
  const [rows, setRows] = useState(initial);
  const [initialDate] = useState(() => list.date ?? toApiDate(new Date()));
  const [date, setDate] = useState(initialDate);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string>();
  const save = useSavePriorities();
  const dirty = JSON.stringify(rows) !== JSON.stringify(initial) || date !== initialDate;

  const askSave = () => {
    if (rows.length === 0) setProblem(t('warehouse.priorities.empty'));
    else if (!date) setProblem(t('warehouse.priorities.date_required'));
    else {
      setProblem(undefined);
      setSaving(true);
    }
  };

  return (
    <SpaceBetween size="m">
      {dirty ? (
        <Box data-testid="priorities-reminder">
          <span className="wh-reminder">{t('warehouse.priorities.reminder')}</span>
        </Box>
      ) : null}
      {problem ? (
        <Alert type="error" data-testid="priorities-problem">
          {problem}
        </Alert>
      ) : null}
      <div data-testid="priorities-table">
        <Table<PriorityDraft & { position: number }>
          variant="container"
          items={rows.map((r, i) => ({ ...r, position: i + 1 }))}
          trackBy="party"
          empty={<EmptyState />}
          header={
            <Header
              counter={`(${rows.length})`}
              description={
                list.saved_at
                  ? t('warehouse.priorities.saved_by', { by: list.saved_by ?? '', at: formatDateTime(list.saved_at) })
                  : undefined
              }
              actions={
                <SpaceBetween direction="horizontal" size="xs">
                  <Button onClick={() => setAdding(true)} iconName="add-plus" data-testid="priorities-add">
                    {t('warehouse.add')}
                  </Button>
                  <Button variant="primary" onClick={askSave} data-testid="priorities-save">
                    {t('warehouse.save')}
                  </Button>
                </SpaceBetween>
              }
            >
              {t('warehouse.screens.priorities')}
            </Header>
          }
          filter={
            <FormField label={t('warehouse.priorities.date')} errorText={!date ? t('warehouse.required') : undefined}>
              <div className="wh-date">
                <DateField value={date} onChange={setDate} ariaRequired data-testid="priorities-date" />
              </div>
            </FormField>
          }
          columnDefinitions={[
            { id: 'position', header: t('warehouse.priorities.position'), cell: (r) => r.position, width: 110 },
            { id: 'party', header: t('warehouse.fields.party'), cell: (r) => r.name },
            {
              id: 'actions',
              header: t('warehouse.priorities.actions'),
              width: 170,
              cell: (r) => (
                <SpaceBetween direction="horizontal" size="xxs">
                  <Button
                    variant="icon"
                    iconName="angle-up"
                    disabled={r.position === 1}
                    ariaLabel={t('warehouse.priorities.up', { party: r.name })}
                    onClick={() => setRows((current) => moveEntry(current, r.position - 1, -1))}
                  />
                  <Button
                    variant="icon"
                    iconName="angle-down"
                    disabled={r.position === rows.length}
                    ariaLabel={t('warehouse.priorities.down', { party: r.name })}
                    onClick={() => setRows((current) => moveEntry(current, r.position - 1, 1))}
                  />
                  <Button
                    variant="icon"
                    iconName="remove"
                    ariaLabel={t('warehouse.priorities.remove', { party: r.name })}
                    onClick={() => setRemoving(r.position - 1)}
                  />
                </SpaceBetween>
              ),
            },
          ]}
        />
      </div>
      <AddPartyModal
        visible={adding}
        taken={rows.map((r) => r.party)}
        position={rows.length + 1}
        onCancel={() => setAdding(false)}
        onAdd={(party) => {
          setRows((current) => appendParty(current, party));
          setAdding(false);
        }}
      />
      <ConfirmModal
        visible={removing !== null}
        title={t('warehouse.priorities.remove_title')}
        confirmLabel={t('warehouse.delete')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          setRows((current) => removeEntry(current, removing!));
          setRemoving(null);
        }}
      >
        {t('warehouse.priorities.remove_confirm', { party: removing !== null ? (rows[removing]?.name ?? '') : '' })}
      </ConfirmModal>
      <ConfirmModal
        visible={saving}
        title={t('warehouse.priorities.save_title')}
        confirmLabel={t('warehouse.save')}
        loading={save.isPending}
        onCancel={() => setSaving(false)}
        onConfirm={() =>
          save.mutate(
            { date, priorities: rows.map((r, i) => ({ priority: i + 1, party: r.party })) },
            {
              onSuccess: () => alerts.add({ type: 'success', msg: t('alerts.save') }),
              onError: (error) => {
                if (error instanceof ApiError) setProblem(Object.values(error.fieldErrors).flat().join(' ') || error.message);
              },
              onSettled: () => setSaving(false),
            },
          )
        }
      >
        {t('warehouse.priorities.save_confirm', { count: rows.length, date: formatDate(date) })}
      </ConfirmModal>
    </SpaceBetween>
  );
}

type AddPartyProps = {
  visible: boolean;
  taken: number[];
  position: number;
  onCancel: () => void;
  onAdd: (party: { party: number; name: string }) => void;
};

/** Mounted only while open, so each opening starts empty. */
function AddPartyModal(props: AddPartyProps) {
  return props.visible ? <OpenAddPartyModal {...props} /> : null;
}

function OpenAddPartyModal({ visible, taken, position, onCancel, onAdd }: AddPartyProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [choice, setChoice] = useState<{ party: number; name: string } | null>(null);
  const [tried, setTried] = useState(false);
  const parties = usePartySearch(text);
  const options = (parties.data ?? []).map((p) => ({
    value: String(p.id),
    label: p.name,
    labelTag: p.code,
    disabled: taken.includes(p.id),
    description: taken.includes(p.id) ? t('warehouse.priorities.already_listed') : undefined,
  }));
  const submit = () => {
    setTried(true);
    if (choice) onAdd(choice);
  };
  return (
    <Modal
      visible={visible}
      header={t('warehouse.priorities.add_title')}
      onDismiss={onCancel}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel}>
              {t('warehouse.cancel')}
            </Button>
            <Button variant="primary" onClick={submit} data-testid="priorities-add-confirm">
              {t('warehouse.add')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <FormField
          label={t('warehouse.fields.party')}
          description={t('warehouse.priorities.party_help', { min: PARTY_SEARCH_MIN })}
          errorText={tried && !choice ? t('warehouse.required') : undefined}
        >
          <div data-testid="priorities-party">
            <Select
              selectedOption={choice ? { value: String(choice.party), label: choice.name } : null}
              options={options}
              filteringType="manual"
              filteringPlaceholder={t('warehouse.priorities.party_search')}
              placeholder={t('warehouse.priorities.party_choose')}
              statusType={text.length >= PARTY_SEARCH_MIN && parties.isFetching ? 'loading' : 'finished'}
              loadingText={t('app.loading')}
              empty={
                text.length < PARTY_SEARCH_MIN
                  ? t('warehouse.priorities.party_help', { min: PARTY_SEARCH_MIN })
                  : t('warehouse.no_match')
              }
              onLoadItems={({ detail }) => setText(detail.filteringText.trim())}
              onChange={({ detail }) =>
                setChoice({ party: Number(detail.selectedOption.value), name: detail.selectedOption.label ?? '' })
              }
            />
          </div>
        </FormField>
        <Box>{t('warehouse.priorities.position_fixed', { position })}</Box>
      </SpaceBetween>
    </Modal>
  );
}
