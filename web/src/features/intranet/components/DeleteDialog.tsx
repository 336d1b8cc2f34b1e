/**
 * Asks before deleting (spec §2: a directory that holds files asks first and says it removes what
 * it holds). Deleted objects stay recoverable in the versioned bucket.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { contentsOf } from '../../../components/document-tree/tree';
import type { TreeDirectory } from '../../../../../shared/portal/tree';
import { alerts } from '../../../lib/alerts';
import { useTreeChange } from '../api';
import { Dialog } from './Dialog';

export function DeleteDialog({
  directory,
  fileId,
  name,
  onClose,
  onDeleted,
}: {
  /** Delete this directory… */
  directory?: TreeDirectory;
  /** …or this file. */
  fileId?: number;
  name: string;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const change = useTreeChange();
  const holds = directory ? contentsOf(directory) : null;
  const holdsSomething = Boolean(holds && holds.directories + holds.files > 0);

  async function submit() {
    if (change.isPending) return;
    try {
      await change.mutateAsync(directory ? { kind: 'directory-delete', id: directory.id } : { kind: 'file-delete', id: fileId! });
      alerts.add({ type: 'success', msg: t('alerts.delete') });
      onDeleted?.();
      onClose();
    } catch {
      // The http client has shown the error (404 when someone else deleted it first).
    }
  }

  return (
    <Dialog
      title={directory ? t('intranet.delete.directory_title') : t('intranet.delete.file_title')}
      submitLabel={t('intranet.actions.delete')}
      busy={change.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
      testId="delete-dialog"
    >
      <SpaceBetween size="m">
        <Box>{directory ? t('intranet.delete.directory_question', { name }) : t('intranet.delete.file_question', { name })}</Box>
        {holdsSomething && holds ? (
          <Alert type="warning">
            {t('intranet.delete.directory_contents', {
              directories: t('intranet.delete.directories', { count: holds.directories }),
              files: t('intranet.delete.files', { count: holds.files }),
            })}
          </Alert>
        ) : null}
      </SpaceBetween>
    </Dialog>
  );
}
