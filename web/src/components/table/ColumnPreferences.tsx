/**
 * The tables' column preferences (Cloudscape's CollectionPreferences): the columns shown and their
 * order, line wrapping, and the first columns kept in view while scrolling sideways. One per table,
 * kept in localStorage under the table's name (./column-preferences.ts). Any table passes its
 * columns and, optionally, which start hidden.
 */
import CollectionPreferences, { type CollectionPreferencesProps } from '@cloudscape-design/components/collection-preferences';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { readColumnPrefs, reconcile, writeColumnPrefs, type ColumnPrefs, type ColumnPrefsSpec } from './column-preferences';

export type ColumnPrefsOptions = Omit<ColumnPrefsSpec, 'ids'>;

interface PrefColumn {
  id?: string;
  header: ReactNode;
  /** The column's name in the preferences when its header is no plain text. */
  label?: string;
}

export interface ColumnPrefsModel {
  /** Null: the table has no preferences (the screen did not ask for them). */
  value: ColumnPrefs | null;
  options: CollectionPreferencesProps.ContentDisplayOption[];
  save: (next: ColumnPrefs) => void;
}

export function useColumnPrefs(
  table: string,
  columns: readonly PrefColumn[],
  options: ColumnPrefsOptions | undefined,
): ColumnPrefsModel {
  const ids = columns.flatMap((c) => (c.id ? [c.id] : []));
  const spec: ColumnPrefsSpec = { ...options, ids };
  const [stored, setStored] = useState<ColumnPrefs | null>(() => (options ? readColumnPrefs(table, spec) : null));
  return {
    // Reconciled on each render: the screen's columns may differ from those the choice was saved with.
    value: options && stored ? reconcile(stored, spec) : null,
    options: columns.flatMap((c) =>
      c.id
        ? [
            {
              id: c.id,
              label: c.label ?? (typeof c.header === 'string' ? c.header : c.id),
              alwaysVisible: options?.alwaysVisible?.includes(c.id),
            },
          ]
        : [],
    ),
    save: (next) => {
      writeColumnPrefs(table, next);
      setStored(next);
    },
  };
}

export function ColumnPreferences({ prefs }: { prefs: ColumnPrefsModel }) {
  const { t } = useTranslation();
  const value = prefs.value;
  if (!value) return null;
  return (
    <CollectionPreferences
      data-testid="table-preferences"
      title={t('table.preferences.title')}
      confirmLabel={t('table.preferences.confirm')}
      cancelLabel={t('table.preferences.cancel')}
      preferences={{
        contentDisplay: value.contentDisplay,
        wrapLines: value.wrapLines,
        stickyColumns: { first: value.stickyFirst },
      }}
      contentDisplayPreference={{
        title: t('table.preferences.columns'),
        description: t('table.preferences.columns_hint'),
        options: prefs.options,
      }}
      wrapLinesPreference={{ label: t('table.preferences.wrap'), description: t('table.preferences.wrap_hint') }}
      stickyColumnsPreference={{
        firstColumns: {
          title: t('table.preferences.sticky'),
          description: t('table.preferences.sticky_hint'),
          options: [
            { label: t('table.preferences.sticky_none'), value: 0 },
            { label: t('table.preferences.sticky_one'), value: 1 },
            { label: t('table.preferences.sticky_two'), value: 2 },
          ],
        },
      }}
      onConfirm={({ detail }) =>
        prefs.save({
          contentDisplay: (detail.contentDisplay ?? value.contentDisplay).map(({ id, visible }) => ({ id, visible })),
          wrapLines: detail.wrapLines ?? value.wrapLines,
          stickyFirst: detail.stickyColumns?.first ?? value.stickyFirst,
        })
      }
    />
  );
}
