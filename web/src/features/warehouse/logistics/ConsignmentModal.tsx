/**
 * A consignment's dialog (spec §2, §5): pallets and weight in kg (both required) for a new one
 * from the selected outs; for an existing one also its outs (remove one, or add one by scanning
 * its number). Server refusals (another party's out, an out already consigned, a delivered
 * shipment) land on their fields.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogFrame } from '../../../components/FormDialog';
import { ApiError } from '../../../lib/http';
import { findOut, type ConsignmentBody } from '../api';
import { ScanField } from '../components/ScanField';
import { parsePallets, parseWeight } from './selection';

export interface ConsignmentDraft {
  pallets: number | null;
  weight: number | null;
  outs: { id: number; number: string }[];
}

const asText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

type ConsignmentModalProps = {
  visible: boolean;
  title: string;
  initial: ConsignmentDraft;
  /** The edit dialog changes the outs too; the create dialog takes the selected ones. */
  editOuts: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: (body: ConsignmentBody, onFieldErrors: (errors: Record<string, string[]>) => void) => void;
};

/** Mounted only while open, so each opening starts from `initial`. */
export function ConsignmentModal(props: ConsignmentModalProps) {
  return props.visible ? <OpenConsignmentModal {...props} /> : null;
}

function OpenConsignmentModal({ visible, title, initial, editOuts, saving, onCancel, onSave }: ConsignmentModalProps) {
  const { t } = useTranslation();
  const [pallets, setPallets] = useState(asText(initial.pallets));
  const [weight, setWeight] = useState(asText(initial.weight));
  const [outs, setOuts] = useState(initial.outs);
  const [tried, setTried] = useState(false);
  const [server, setServer] = useState<Record<string, string[]>>({});
  const [entry, setEntry] = useState('');
  const [entryProblem, setEntryProblem] = useState<string>();

  const palletsValue = parsePallets(pallets);
  const weightValue = parseWeight(weight);
  const problems = {
    pallets:
      palletsValue === null ? t(pallets.trim() ? 'warehouse.consignment.pallets_invalid' : 'warehouse.required') : undefined,
    weight: weightValue === null ? t(weight.trim() ? 'warehouse.consignment.weight_invalid' : 'warehouse.required') : undefined,
    outs: outs.length === 0 ? t('warehouse.consignment.outs_required') : undefined,
  };
  const shown = (field: keyof typeof problems) => (tried ? problems[field] : undefined) ?? server[field]?.join(' ');

  const submit = () => {
    setTried(true);
    setServer({});
    if (palletsValue === null || weightValue === null || outs.length === 0) return;
    onSave({ pallets: palletsValue, weight: weightValue, outs: outs.map((o) => o.id) }, setServer);
  };

  const addOut = async () => {
    const number = entry.trim();
    if (!number) return;
    if (outs.some((o) => o.number === number)) {
      setEntry('');
      return;
    }
    try {
      const out = await findOut(number);
      setOuts((current) => [...current, { id: out.id, number: out.number }]);
      setEntry('');
      setEntryProblem(undefined);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setEntryProblem(t('errors.found'));
    }
  };

  return (
    <FormDialogFrame
      visible={visible}
      header={title}
      submitLabel={t('warehouse.save')}
      submitTestId="consignment-save"
      busy={saving}
      onSubmit={submit}
      onClose={onCancel}
    >
      <SpaceBetween size="m">
        <ColumnLayout columns={2}>
          <FormField label={t('warehouse.fields.pallets')} errorText={shown('pallets')}>
            <Input
              value={pallets}
              onChange={({ detail }) => setPallets(detail.value)}
              inputMode="numeric"
              ariaRequired
              invalid={Boolean(shown('pallets'))}
              data-testid="consignment-pallets"
            />
          </FormField>
          <FormField label={t('warehouse.fields.weight')} errorText={shown('weight')}>
            <Input
              value={weight}
              onChange={({ detail }) => setWeight(detail.value)}
              inputMode="decimal"
              ariaRequired
              invalid={Boolean(shown('weight'))}
              data-testid="consignment-weight"
            />
          </FormField>
        </ColumnLayout>
        <FormField label={t('warehouse.fields.outs')} errorText={shown('outs')}>
          {editOuts ? (
            <ul className="wh-chips" data-testid="consignment-outs">
              {outs.map((o) => (
                <li key={o.id}>
                  {o.number}
                  <Button
                    variant="inline-icon"
                    iconName="close"
                    ariaLabel={t('warehouse.consignment.remove_out', { number: o.number })}
                    onClick={() => setOuts((current) => current.filter((c) => c.id !== o.id))}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <Box data-testid="consignment-outs">{outs.map((o) => o.number).join(', ')}</Box>
          )}
        </FormField>
        {editOuts ? (
          <ScanField
            label={t('warehouse.consignment.add_out')}
            value={entry}
            onChange={(v) => {
              setEntry(v);
              setEntryProblem(undefined);
            }}
            onSubmit={() => void addOut()}
            errorText={entryProblem}
            testId="consignment-add-out"
          />
        ) : null}
        {/* Enter in a field submits. */}
        <button type="submit" hidden />
      </SpaceBetween>
    </FormDialogFrame>
  );
}
