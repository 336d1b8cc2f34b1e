/** The conversion tables' actions (spec §2: export, import, new row, reset; refresh is the table's own). */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useExport } from '../../../lib/use-export';

export function ListActions({
  testId,
  onExport,
  onImport,
  onNew,
  onReset,
  resetDisabled,
}: {
  testId: string;
  onExport: () => Promise<unknown>;
  onImport: () => void;
  onNew: () => void;
  onReset: () => void;
  resetDisabled: boolean;
}) {
  const { t } = useTranslation();
  const exporting = useExport(onExport);
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button onClick={onReset} disabled={resetDisabled} data-testid={`${testId}-reset`}>
        {t('salesImport.reset')}
      </Button>
      <Button iconName="download" loading={exporting.busy} onClick={exporting.run} data-testid={`${testId}-export`}>
        {t('salesImport.export')}
      </Button>
      <Button iconName="upload" onClick={onImport} data-testid={`${testId}-import`}>
        {t('salesImport.import')}
      </Button>
      <Button variant="primary" onClick={onNew} data-testid={`${testId}-new`}>
        {t('salesImport.new_row')}
      </Button>
    </SpaceBetween>
  );
}
