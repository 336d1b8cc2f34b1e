/** The intranet area's addresses and its link bar: the document tree and the home carousel. */
import { useTranslation } from 'react-i18next';
import { useAreaLinkBar } from '../../components/AreaLinkBar';

export const INTRANET_BASE = '/intranet/home';
export const INTRANET_SLIDERS = '/intranet/sliders';

export function useIntranetNav(): void {
  const { t } = useTranslation();
  useAreaLinkBar(t('intranet.nav.label'), [
    { href: INTRANET_BASE, text: t('intranet.nav.documents'), prefix: true },
    { href: INTRANET_SLIDERS, text: t('intranet.nav.sliders') },
  ]);
}
