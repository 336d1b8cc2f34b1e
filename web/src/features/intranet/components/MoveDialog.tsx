/** Moves a directory (with everything below it) or a file: a target directory must be chosen (spec §2). */
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DirectoryChoice } from '../../../components/document-tree/tree';
import type { TreeDirectory } from '../../../../../shared/portal/tree';
import { alerts } from '../../../lib/alerts';
import { useTreeChange } from '../api';
import { Dialog } from './Dialog';
import { DirectoryPicker } from './DirectoryPicker';
import { serverFieldErrors } from '../../../components/validation';

export function MoveDialog({
  what,
  name,
  id,
  currentParentId,
  choices,
  onClose,
  onMoved,
}: {
  what: 'directory' | 'file';
  name: string;
  id: number;
  currentParentId: number | null;
  /** For a directory: without itself and what is below it. */
  choices: readonly DirectoryChoice[];
  onClose: () => void;
  onMoved?: (directory: TreeDirectory | null) => void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const change = useTreeChange();

  async function submit() {
    if (change.isPending) return;
    if (target === null) {
      setError(t('intranet.move.required'));
      return;
    }
    try {
      const result = await change.mutateAsync(
        what === 'directory'
          ? { kind: 'directory-update', id, body: { directory_id: target } }
          : { kind: 'file-update', id, body: { directory_id: target } },
      );
      alerts.add({ type: 'success', msg: t('alerts.update') });
      onMoved?.(result.kind === 'directory' ? result.directory : null);
      onClose();
    } catch (e) {
      const server = serverFieldErrors(e);
      if (server) setError(server.directory_id ?? Object.values(server)[0]);
    }
  }

  return (
    <Dialog
      title={what === 'directory' ? t('intranet.move.directory_title') : t('intranet.move.file_title')}
      submitLabel={t('intranet.actions.move')}
      busy={change.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="move-dialog"
    >
      <SpaceBetween size="m">
        <Box>{what === 'directory' ? t('intranet.move.directory_intro', { name }) : t('intranet.move.file_intro', { name })}</Box>
        <DirectoryPicker
          label={t('intranet.move.target')}
          choices={choices}
          value={target}
          disabledIds={currentParentId === null ? [] : [currentParentId]}
          errorText={error}
          onChange={(value) => {
            setTarget(value);
            setError(undefined);
          }}
        />
      </SpaceBetween>
    </Dialog>
  );
}
