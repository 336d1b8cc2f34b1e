/**
 * Pharmacy categories (§3 Category: id, name). The spec does not say where they come from: a fixed
 * list kept here (docs/spec-decisions.md); ids are stored on pharmacies and never renumbered.
 */
import type { Locale } from '../i18n/locale';

export const PHARMACY_CATEGORIES: readonly { id: number; name: Record<Locale, string> }[] = [
  { id: 1, name: { ca: 'Urbana', es: 'Urbana' } },
  { id: 2, name: { ca: 'Rural', es: 'Rural' } },
  { id: 3, name: { ca: 'Centre comercial', es: 'Centro comercial' } },
  { id: 4, name: { ca: 'Ortopèdia', es: 'Ortopedia' } },
  { id: 5, name: { ca: 'Dermofarmàcia', es: 'Dermofarmacia' } },
  { id: 6, name: { ca: 'Nutrició', es: 'Nutrición' } },
  { id: 7, name: { ca: 'Veterinària', es: 'Veterinaria' } },
  { id: 8, name: { ca: 'Horari ampliat', es: 'Horario ampliado' } },
];

export const PHARMACY_CATEGORY_IDS: ReadonlySet<number> = new Set(PHARMACY_CATEGORIES.map((c) => c.id));
