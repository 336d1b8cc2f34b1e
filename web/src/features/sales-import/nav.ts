/** The sales-import screens' link bar and breadcrumbs (spec §2: the wizard, convert_cn, convert_pf, catalog, config). */
import { useTranslation } from 'react-i18next';
import { useAreaLinkBar, type AreaLink } from '../../components/AreaLinkBar';
import { useBreadcrumbs, type Crumb } from '../../components/frame-slots';
import { fillPath, paths } from '../../config/paths';

export const wizardHref = (step?: number): string => fillPath(paths.importSalesHome, { step });

/** The link bar (the wizard first) and the breadcrumbs: home, sales import, then the page's trail. */
export function useSalesImportFrame(trail: readonly Crumb[] = []): void {
  const { t } = useTranslation();
  const links: AreaLink[] = [
    { href: wizardHref(), text: t('salesImport.nav.wizard'), prefix: true },
    { href: paths.importSalesConvertCn, text: t('salesImport.nav.convert_cn'), prefix: true },
    { href: paths.importSalesConvertPf, text: t('salesImport.nav.convert_pf'), prefix: true },
    { href: paths.importSalesCatalog, text: t('salesImport.nav.catalog') },
    { href: paths.importSalesConfig, text: t('salesImport.nav.config') },
  ];
  useAreaLinkBar(t('salesImport.nav.label'), links);
  useBreadcrumbs([{ text: t('nav.home'), href: paths.home }, { text: t('salesImport.title'), href: wizardHref() }, ...trail]);
}
