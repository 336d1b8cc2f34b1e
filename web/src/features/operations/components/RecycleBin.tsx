/**
 * The recycle bin of the pharmacy, laboratory and webinar lists: each list has an
 * "active / deleted" switch kept in the URL (`?view=deleted`), and the deleted view restores a
 * record with the same call as the delete alert's undo, then opens it.
 */
import Button from '@cloudscape-design/components/button';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MESSAGES, undoDelete, type SoftDeleteTarget } from './use-soft-delete';

export type ListView = 'active' | 'deleted';

/** The list's view from the URL; switching drops the other view's page, sort and filters. */
export function useListView(): [ListView, (view: ListView) => void] {
  const [params, setParams] = useSearchParams();
  const view: ListView = params.get('view') === 'deleted' ? 'deleted' : 'active';
  return [view, (next) => setParams(next === 'deleted' ? { view: 'deleted' } : {})];
}

export function ListViewSwitch({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      data-testid="opc-list-view"
      label={t('operations.recycle.label')}
      selectedId={view}
      onChange={({ detail }) => onChange(detail.selectedId as ListView)}
      options={[
        { id: 'active', text: t('operations.recycle.active') },
        { id: 'deleted', text: t('operations.recycle.deleted'), iconName: 'remove' },
      ]}
    />
  );
}

/** Restores one deleted record and opens it (a refused restore is announced by the http client). */
export function RestoreButton({ target, id, name }: { target: SoftDeleteTarget; id: number; name: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const restore = () => {
    setBusy(true);
    void undoDelete(target, id, t(MESSAGES[target.kind].restored)).finally(() => setBusy(false));
  };
  return (
    <Button
      variant="inline-link"
      iconName="undo"
      loading={busy}
      disabled={busy}
      onClick={restore}
      ariaLabel={t('operations.recycle.restore_named', { name })}
      data-testid="opc-restore"
    >
      {t('operations.recycle.restore')}
    </Button>
  );
}
