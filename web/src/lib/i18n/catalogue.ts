/**
 * The strings are collected, not edited in one place: the cross-cutting ones (app, nav, auth,
 * validation, errors, alerts, table, home, areas, date and month fields, party select) live in
 * `locales/common/{ca,es}.json`, each area's in `features/<area>/i18n/{ca,es}.json`. Each file holds
 * whole top-level namespaces. `catalogue-ca.ts` and `catalogue-es.ts` collect a language's files
 * (one lazy chunk per language, as before the split) and loadCatalogue (index.ts) merges them.
 */
import type common from '../../locales/common/ca.json';
import type acl from '../../features/acl/i18n/ca.json';
import type administration from '../../features/administration/i18n/ca.json';
import type fede from '../../features/fede/i18n/ca.json';
import type intranet from '../../features/intranet/i18n/ca.json';
import type laboratory from '../../features/laboratory/i18n/ca.json';
import type operations from '../../features/operations/i18n/ca.json';
import type password from '../../features/password/i18n/ca.json';
import type pharmacyInvoicing from '../../features/pharmacy-invoicing/i18n/ca.json';
import type pharmacyPortal from '../../features/pharmacy-portal/i18n/ca.json';
import type profile from '../../features/profile/i18n/ca.json';
import type reports from '../../features/reports/i18n/ca.json';
import type salesImport from '../../features/sales-import/i18n/ca.json';
import type ticketing from '../../features/ticketing/i18n/ca.json';
import type warehouse from '../../features/warehouse/i18n/ca.json';
import type workingTime from '../../features/working-time/i18n/ca.json';

/**
 * The merged shape, every key typed. A new area's file is added here too: the catalogue test
 * fails on a catalogue file this type does not name.
 */
export type Catalogue = typeof common &
  typeof acl &
  typeof administration &
  typeof fede &
  typeof intranet &
  typeof laboratory &
  typeof operations &
  typeof password &
  typeof pharmacyInvoicing &
  typeof pharmacyPortal &
  typeof profile &
  typeof reports &
  typeof salesImport &
  typeof ticketing &
  typeof warehouse &
  typeof workingTime;

export type CatalogueTree = { [key: string]: string | CatalogueTree };

/**
 * One language's files (path → contents, as import.meta.glob gives them) as one catalogue. Two
 * files declaring the same namespace would silently hide one another's strings: that throws.
 */
export function mergeCatalogue(files: Record<string, CatalogueTree>): Catalogue {
  const merged: CatalogueTree = {};
  const owner = new Map<string, string>();
  for (const [file, tree] of Object.entries(files).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [namespace, strings] of Object.entries(tree)) {
      const other = owner.get(namespace);
      if (other) throw new Error(`The namespace "${namespace}" is in both ${other} and ${file}`);
      owner.set(namespace, file);
      merged[namespace] = strings;
    }
  }
  return merged as Catalogue;
}
