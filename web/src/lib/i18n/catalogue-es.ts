/** The Spanish strings: the common file and every area's, to merge (catalogue.ts). One lazy chunk. */
import type { CatalogueTree } from './catalogue';

export default import.meta.glob<CatalogueTree>(['../../locales/common/es.json', '../../features/*/i18n/es.json'], {
  eager: true,
  import: 'default',
});
