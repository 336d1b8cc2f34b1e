/**
 * Multi-value free entry as chips (spec §2: the outs of pending sales, the outs or consignments of
 * prenotices): typed or scanned values are added on Enter, a comma or a paste of several (split on
 * blanks, commas and semicolons); duplicates are kept once; each chip has its remove button.
 */
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TokenGroup from '@cloudscape-design/components/token-group';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addChips } from './chips';

export function ChipsInput(props: {
  label: string;
  description?: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** A value this field does not take (e.g. a consignment id that is not a number): its message. */
  refuse?: (value: string) => string | undefined;
  errorText?: string;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [refused, setRefused] = useState<string>();
  const commit = (text: string) => {
    const { values, rejected } = addChips(props.values, text, props.refuse);
    setRefused(rejected.length ? rejected.map((r) => r.message).join(' ') : undefined);
    setTyped(rejected.map((r) => r.value).join(' '));
    if (values.length !== props.values.length) props.onChange(values);
  };
  return (
    <FormField label={props.label} description={props.description} errorText={refused ?? props.errorText}>
      <SpaceBetween size="xs">
        <div data-testid={props.testId}>
          <Input
            value={typed}
            disabled={props.disabled}
            invalid={Boolean(refused ?? props.errorText)}
            placeholder={t('warehouse.reports.chips_placeholder')}
            autoComplete={false}
            spellcheck={false}
            onChange={({ detail }) => {
              // A paste or a typed separator commits what comes before it.
              if (/[\s,;]/.test(detail.value)) commit(detail.value);
              else setTyped(detail.value);
            }}
            onKeyDown={(event) => {
              if (event.detail.key !== 'Enter') return;
              event.preventDefault();
              commit(typed);
            }}
            onBlur={() => typed.trim() && commit(typed)}
          />
        </div>
        <div data-testid={`${props.testId}-chips`}>
          <TokenGroup
            items={props.values.map((v) => ({ label: v, dismissLabel: t('warehouse.reports.chip_remove', { value: v }) }))}
            onDismiss={({ detail }) => props.onChange(props.values.filter((_, i) => i !== detail.itemIndex))}
            limit={30}
            i18nStrings={{
              limitShowMore: t('warehouse.reports.chips_more'),
              limitShowFewer: t('warehouse.reports.chips_fewer'),
            }}
          />
        </div>
      </SpaceBetween>
    </FormField>
  );
}
