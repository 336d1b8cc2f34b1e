/**
 * The alert list as a Cloudscape Flashbar. Flashbar is loaded with the first alert: most visits
 * never show one, so it stays out of the initial bundle.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlashbarProps } from '@cloudscape-design/components/flashbar';
import { alerts as defaultStore, type AlertStore } from '../lib/alerts';

const Flashbar = lazy(() => import('@cloudscape-design/components/flashbar'));

export function Alerts({ store = defaultStore }: { store?: AlertStore }) {
  const { t } = useTranslation();
  const list = useSyncExternalStore(store.subscribe, store.list, store.list);
  if (list.length === 0) return null;
  const items: FlashbarProps.MessageDefinition[] = list.map((a) => ({
    id: a.id,
    type: a.type,
    header: a.msg,
    content: a.details,
    dismissible: true,
    dismissLabel: t('alerts.dismiss'),
    onDismiss: () => store.remove(a.id),
    buttonText: a.undo ? t('alerts.undo') : undefined,
    onButtonClick: a.undo ? () => store.undo(a.id) : undefined,
  }));
  return (
    <div className="frame-alerts" data-testid="alerts">
      <Suspense fallback={null}>
        <Flashbar items={items} />
      </Suspense>
    </div>
  );
}
