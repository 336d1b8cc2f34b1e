/** The party of pharmacy and laboratory records, as their lists show it. */
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/RouterLink';
import type { SoftDeleteTarget } from './use-soft-delete';

interface PartyRecord {
  id: number;
  party_id: number;
  party: { name: string } | null;
}

/** A pharmacy's or laboratory's name: its party's, or a placeholder naming the party's id. */
export function usePartyName() {
  const { t } = useTranslation();
  return (record: PartyRecord) => record.party?.name ?? t('operations.no_party', { id: record.party_id });
}

/** The party column of the active lists: the name, a link to the record's page. */
export function usePartyColumn(target: SoftDeleteTarget) {
  const { t } = useTranslation();
  const name = usePartyName();
  return {
    id: 'party',
    header: t('operations.fields.party'),
    sortingField: 'party' as const,
    isRowHeader: true,
    cell: (record: PartyRecord) => <RouterLink href={target.href(record.id)}>{name(record)}</RouterLink>,
  };
}
