/**
 * Generated PDFs (labels, consignment documents, truck sheets, signed notes) open in a new tab
 * through the one download path (lib/download: openFileUrl), ready to print. When the browser
 * refuses the tab (a popup blocker, or several files at once), the screen keeps its place and the
 * files are offered as links in a dialog instead of replacing the page.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openFileUrl } from '../../../lib/download';

export interface ReadyDocument {
  url: string;
  label: string;
}

/** Opens one file in a new tab, or calls `blocked` instead of leaving the page. */
function openInTab(url: string, blocked: () => void): void {
  openFileUrl(url, { open: (u, target) => window.open(u, target), location: { assign: blocked }, document });
}

export function useDocuments() {
  const [pending, setPending] = useState<ReadyDocument[]>([]);
  const open = useCallback((documents: ReadyDocument[]) => {
    if (documents.length === 1) openInTab(documents[0]!.url, () => setPending(documents));
    else if (documents.length > 1) setPending(documents);
  }, []);
  const dialog = <DocumentsModal documents={pending} onClose={() => setPending([])} />;
  return { open, dialog };
}

function DocumentsModal({ documents, onClose }: { documents: ReadyDocument[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      visible={documents.length > 0}
      header={t('warehouse.documents.title')}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <Button onClick={onClose}>{t('warehouse.close')}</Button>
        </Box>
      }
    >
      <Box variant="p">{t('warehouse.documents.help')}</Box>
      <ul data-testid="documents-ready">
        {documents.map((d) => (
          <li key={d.url}>
            <Link href={d.url} external target="_blank">
              {d.label}
            </Link>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
