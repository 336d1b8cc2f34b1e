/**
 * The outbound number of a mids-outs row (spec §2: the button opens an edit dialog). A 404 (no such
 * mid or out) shows "not found" inside the dialog, which stays open (§8); a 422 lands on the field.
 */
import Input from '@cloudscape-design/components/input';
import FormField from '@cloudscape-design/components/form-field';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogContext } from '../../../components/FormDialog';
import { FormFrame } from '../../../components/FormFrame';
import { ApiError } from '../../../lib/http';
import { useUpdateShipmentOut, type MidOutRow } from './api';

export function OutNumberModal({
  row,
  number,
  onClose,
  onSaved,
}: {
  row: MidOutRow;
  /** The incoming shipment's number (the list to refresh). */
  number: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateShipmentOut(number);
  return (
    <FormDialog<MidOutRow>
      visible
      size="medium"
      header={t(row.shipment_out_obj ? 'warehouse.reports.edit_out' : 'warehouse.reports.add_out')}
      saving={update.isPending}
      creating={!row.shipment_out_obj}
      onClose={onClose}
      onSaved={onSaved}
      form={(context) => <OutNumberForm row={row} update={update} context={context} />}
    />
  );
}

function OutNumberForm({
  row,
  update,
  context,
}: {
  row: MidOutRow;
  update: ReturnType<typeof useUpdateShipmentOut>;
  context: FormDialogContext<MidOutRow>;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(row.shipment_out_obj?.number ?? '');
  const [tried, setTried] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const typed = value.trim();
  const error = tried && !typed ? t('warehouse.required') : notFound ? t('errors.found') : context.serverErrors?.shipment_out;
  const submit = () => {
    setTried(true);
    setNotFound(false);
    if (!typed) return;
    update.mutate(
      { shipment_in: row.shipment_in, sale_id: row.sale, shipment_out: typed },
      {
        onSuccess: context.onSaved,
        onError: (e) => (e instanceof ApiError && e.status === 404 ? setNotFound(true) : context.onFailed(e)),
      },
    );
  };
  return (
    <FormFrame
      testId="mids-outs-out-form"
      submitLabel={t('warehouse.save')}
      saving={update.isPending}
      onSubmit={submit}
      onCancel={context.onCancel}
      errorText={context.serverErrors?._form}
    >
      <SpaceBetween size="m">
        <KeyValuePairs
          columns={2}
          items={[
            { label: t('warehouse.reports.fields.sale_number'), value: row.sale_obj.number },
            { label: t('warehouse.fields.party'), value: row.party_obj.name },
          ]}
        />
        <FormField label={t('warehouse.reports.fields.shipment_out')} errorText={error}>
          <Input
            value={value}
            onChange={({ detail }) => {
              setValue(detail.value);
              setNotFound(false);
            }}
            invalid={Boolean(error)}
            autoFocus
            autoComplete={false}
            spellcheck={false}
            ariaRequired
            data-testid="mids-outs-out-number"
          />
        </FormField>
      </SpaceBetween>
    </FormFrame>
  );
}
