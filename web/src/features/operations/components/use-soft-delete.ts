/**
 * Deleting a pharmacy, laboratory or webinar (spec §4, §8): a soft delete, then back to the list
 * with a warning whose undo restores the record and opens it again. The undo can run after the
 * record's page is gone, so it uses the app-wide query client and navigator, not the page's hooks.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { alerts } from '../../../lib/alerts';
import { navigate as navigateApp } from '../../../lib/navigation';
import { queryClient } from '../../../lib/query';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { deleteRecord, dropFromLists, listKey, recordKey, restoreRecord, type RecordKind } from '../api';
import { laboratoryHref, pharmacyHref, webinarHref } from '../nav';

/** The warning after a delete and the confirmation after its undo, per kind of record. */
export const MESSAGES: Record<RecordKind, { deleted: string; restored: string }> = {
  pharmacies: { deleted: 'operations.pharmacies.deleted', restored: 'operations.pharmacies.restored' },
  laboratories: { deleted: 'operations.laboratories.deleted', restored: 'operations.laboratories.restored' },
  webinars: { deleted: 'operations.webinars.deleted', restored: 'operations.webinars.restored' },
};

export interface SoftDeleteTarget {
  kind: RecordKind;
  /** Where the list is (the page goes there after the delete). */
  listPath: string;
  /** The record's page (the undo opens it). */
  href: (id: number) => string;
}

/** The three kinds of record: their list and their pages. */
export const TARGETS: Record<RecordKind, SoftDeleteTarget> = {
  pharmacies: { kind: 'pharmacies', listPath: paths.opcPharmacies, href: pharmacyHref },
  laboratories: { kind: 'laboratories', listPath: paths.opcLaboratories, href: laboratoryHref },
  webinars: { kind: 'webinars', listPath: paths.opcWebinars, href: webinarHref },
};

/** Restores a deleted record, says so and opens it; a failed restore was already announced by the client. */
export async function undoDelete(target: SoftDeleteTarget, id: number, restoredMsg: string): Promise<void> {
  try {
    await restoreRecord(target.kind, id);
  } catch {
    return;
  }
  await queryClient.invalidateQueries({ queryKey: listKey(target.kind) });
  alerts.add({ type: 'success', msg: restoredMsg });
  navigateApp(target.href(id));
}

export function useSoftDelete(target: SoftDeleteTarget) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  return useGuardedMutation({
    mutationFn: (id: number) => deleteRecord(target.kind, id),
    onSuccess: async (_: null, id: number) => {
      client.removeQueries({ queryKey: recordKey(target.kind, id) });
      dropFromLists(client, target.kind, id);
      await client.invalidateQueries({ queryKey: listKey(target.kind) });
      const restoredMsg = t(MESSAGES[target.kind].restored);
      alerts.add({
        type: 'warning',
        msg: t(MESSAGES[target.kind].deleted),
        undo: () => void undoDelete(target, id, restoredMsg),
      });
      navigate(target.listPath);
    },
  });
}
