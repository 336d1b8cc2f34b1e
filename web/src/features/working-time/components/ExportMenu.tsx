/**
 * Download a month of the register as PDF or xlsx through the one download path.
 * The worker gets their own month; the administrator and the inspection the chosen worker's month
 * and the whole staff's (a job: `onStaff` starts it and the page shows its progress).
 */
import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import { useTranslation } from 'react-i18next';
import { EXPORT_FORMATS } from '../../../../../shared/working-time/views';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { downloadOwnMonth, downloadRegister, type ExportFormat } from '../api';

type Target = { scope: 'own' } | { scope: 'worker'; user: number | null } | { scope: 'staff' };

const itemId = (scope: string, format: ExportFormat) => `${scope}:${format}`;

export function ExportMenu({
  month,
  targets,
  onStaff,
  staffPending = false,
}: {
  month: string;
  targets: Target[];
  onStaff?: (format: ExportFormat) => void;
  staffPending?: boolean;
}) {
  const { t } = useTranslation();
  const run = useGuardedMutation({
    mutationFn: async ({ target, format }: { target: Target; format: ExportFormat }) => {
      if (target.scope === 'own') await downloadOwnMonth(month, format);
      else if (target.scope === 'worker' && target.user !== null) await downloadRegister(month, format, target.user);
      else if (target.scope === 'staff') onStaff?.(format);
    },
  });
  const formats = (target: Target): ButtonDropdownProps.Item[] =>
    EXPORT_FORMATS.map((format) => ({
      id: itemId(target.scope, format),
      text: format === 'pdf' ? t('workingTime.export.pdf') : t('workingTime.export.xlsx'),
      disabled: (target.scope === 'worker' && target.user === null) || (target.scope === 'staff' && staffPending),
      disabledReason: t('workingTime.export.choose_user'),
    }));
  const items: ButtonDropdownProps.Items =
    targets.length === 1
      ? formats(targets[0]!)
      : targets.map((target) => ({
          text: target.scope === 'staff' ? t('workingTime.export.staff') : t('workingTime.export.worker'),
          items: formats(target),
        }));
  return (
    <ButtonDropdown
      items={items}
      loading={run.isPending || staffPending}
      data-testid="wtc-export"
      onItemClick={({ detail }) => {
        const [scope, format] = detail.id.split(':') as [Target['scope'], ExportFormat];
        const target = targets.find((x) => x.scope === scope);
        if (target) run.mutate({ target, format });
      }}
    >
      {t('workingTime.export.button')}
    </ButtonDropdown>
  );
}
