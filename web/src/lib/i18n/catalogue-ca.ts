/** The Catalan strings: the common file and every area's, to merge (catalogue.ts). One lazy chunk. */
import type { CatalogueTree } from './catalogue';

export default import.meta.glob<CatalogueTree>(['../../locales/common/ca.json', '../../features/*/i18n/ca.json'], {
  eager: true,
  import: 'default',
});
