import type { TFunction } from 'i18next';
import type { GuestType } from '../api';

/** Guest types (spec §1: 1 pharmacy, 2 laboratory). */
export function guestTypeLabel(t: TFunction, type: GuestType | null | undefined): string {
  if (type === 1) return t('acl.guests.type_pharmacy');
  if (type === 2) return t('acl.guests.type_laboratory');
  return '';
}

export function localeLabel(t: TFunction, locale: string | null | undefined): string {
  if (locale === 'es') return t('nav.languages.es');
  if (locale === 'ca') return t('nav.languages.ca');
  return '';
}
