/** /opc (operations role, spec §2): the area's home, a tile per screen with what it is for. */
import { useTranslation } from 'react-i18next';
import { LinkTiles } from '../../components/LinkTiles';
import { Page } from '../../components/Page';
import { OPC_SCREENS, useOpcFrame } from './nav';

export default function OpcHome() {
  const { t } = useTranslation();
  useOpcFrame();
  const tiles = OPC_SCREENS.map((s) => ({
    id: `opc-${s.id}`,
    path: s.path,
    title: t(s.titleKey),
    description: t(s.descriptionKey),
    icon: s.icon,
  }));
  return (
    <Page title={t('areas.opc')} description={t('operations.home.description')}>
      <LinkTiles items={tiles} label={t('areas.opc')} />
    </Page>
  );
}
