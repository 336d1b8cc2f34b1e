/**
 * /warehouse/delivery-notes/:direction?/:number? (spec §2, role 20): provider (in) or customer (out)
 * note, number searched on Enter or the button, its effective date edited and saved after a
 * confirmation. The searched note lives in the address, so a reload or a shared link shows it.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '../../components/ConfirmModal';
import { DateField } from '../../components/DateField';
import { Loading } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { fillPath, paths } from '../../config/paths';
import { alerts } from '../../lib/alerts';
import { formatDate } from '../../lib/format';
import { useDeliveryNote, useSaveDeliveryNote, type DeliveryNoteDirection, type DeliveryNoteView } from './api';
import { ScanField } from './components/ScanField';
import { useWarehouseFrame } from './components/nav';
import './warehouse.css';

const asDirection = (value: string | undefined): DeliveryNoteDirection => (value === 'out' ? 'out' : 'in');

export default function DeliveryNotesPage() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const direction = asDirection(params.direction);
  const number = params.number?.trim() ?? '';
  const [typed, setTyped] = useState(number);
  const [typedDirection, setTypedDirection] = useState(direction);
  const [missing, setMissing] = useState(false);
  useWarehouseFrame([{ text: t('warehouse.screens.delivery_notes'), href: fillPath(paths.warehouseDeliveryNotes) }]);
  const note = useDeliveryNote(number ? { direction, number } : null);

  const search = () => {
    const value = typed.trim();
    setMissing(!value);
    if (!value) return;
    // The same search again refreshes it; another one goes to its address.
    if (value === number && typedDirection === direction) void note.refetch();
    else navigate(fillPath(paths.warehouseDeliveryNotes, { direction: typedDirection, number: value }), { replace: true });
  };

  const notFound = note.isError;
  return (
    <Page title={t('warehouse.screens.delivery_notes')} description={t('warehouse.delivery_notes.description')}>
      <Container>
        <SpaceBetween size="m">
          <FormField label={t('warehouse.delivery_notes.direction')}>
            <RadioGroup
              value={typedDirection}
              onChange={({ detail }) => setTypedDirection(asDirection(detail.value))}
              items={[
                { value: 'in', label: t('warehouse.delivery_notes.in') },
                { value: 'out', label: t('warehouse.delivery_notes.out') },
              ]}
              data-testid="delivery-note-direction"
            />
          </FormField>
          <ScanField
            label={t('warehouse.delivery_notes.number')}
            value={typed}
            onChange={setTyped}
            onSubmit={search}
            errorText={missing ? t('warehouse.required') : undefined}
            testId="delivery-note-number"
            action={
              <Button iconName="search" onClick={search} loading={note.isFetching} data-testid="delivery-note-search">
                {t('warehouse.search')}
              </Button>
            }
          />
        </SpaceBetween>
      </Container>
      {notFound ? (
        <Alert type="error" data-testid="delivery-note-not-found">
          {t(direction === 'out' ? 'warehouse.delivery_notes.not_found_out' : 'warehouse.delivery_notes.not_found_in', {
            number,
          })}
        </Alert>
      ) : note.data ? (
        <NoteEditor key={`${note.data.id}-${note.data.effective_date ?? ''}`} note={note.data} />
      ) : note.isFetching ? (
        <Loading />
      ) : null}
    </Page>
  );
}

function NoteEditor({ note }: { note: DeliveryNoteView }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(note.effective_date ?? '');
  const [asking, setAsking] = useState(false);
  const [tried, setTried] = useState(false);
  const save = useSaveDeliveryNote();
  const confirm = () =>
    save.mutate(
      { id: note.id, direction: note.direction, effective_date: date },
      {
        onSuccess: () => alerts.add({ type: 'success', msg: t('alerts.save') }),
        onSettled: () => setAsking(false),
      },
    );
  return (
    <div data-testid="delivery-note">
      <Container
        header={
          <Header
            variant="h2"
            actions={
              <Button
                variant="primary"
                data-testid="delivery-note-save"
                onClick={() => {
                  setTried(true);
                  if (date) setAsking(true);
                }}
              >
                {t('warehouse.save')}
              </Button>
            }
          >
            {t(note.direction === 'out' ? 'warehouse.delivery_notes.out' : 'warehouse.delivery_notes.in')}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <KeyValuePairs
            columns={3}
            items={[
              { label: t('warehouse.delivery_notes.number'), value: note.number },
              { label: t('warehouse.fields.party'), value: note.party.name },
              { label: t('warehouse.delivery_notes.date'), value: formatDate(note.date) },
            ]}
          />
          <FormField
            label={t('warehouse.delivery_notes.effective_date')}
            errorText={tried && !date ? t('warehouse.required') : undefined}
          >
            <div className="wh-date">
              <DateField value={date} onChange={setDate} ariaRequired data-testid="delivery-note-effective-date" />
            </div>
          </FormField>
        </SpaceBetween>
        <ConfirmModal
          visible={asking}
          title={t('warehouse.delivery_notes.confirm_title')}
          confirmLabel={t('warehouse.save')}
          loading={save.isPending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          {t('warehouse.delivery_notes.confirm', { number: note.number, date: formatDate(date) })}
        </ConfirmModal>
      </Container>
    </div>
  );
}
