/** /pharmacy (roles 29 and 54): the banner carousel, the tiles and the help/contact link. */
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppRegistry } from '../../app/app-registry';
import { visibleAreas } from '../../app/area-entry';
import { currentLocale } from '../../lib/i18n';
import { useSession } from '../../lib/auth/use-session';
import { useSliders } from './api/sliders';
import { Carousel } from './components/Carousel';
import { HomeAreas } from './components/HomeAreas';
import { Welcome } from './components/Welcome';

export default function PharmacyHome() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const sliders = useSliders();
  const { areas } = useAppRegistry();
  if (!user) return null;
  const slides = sliders.data?.[currentLocale()] ?? [];
  const help = visibleAreas(user, { home: 'pharmacy', placement: 'help' }, areas)[0];
  return (
    <SpaceBetween size="l">
      <Welcome user={user} portal={t('home.pharmacy.title')} />
      {sliders.isPending ? <div className="carousel carousel-placeholder" aria-hidden="true" /> : <Carousel slides={slides} />}
      <HomeAreas user={user} home="pharmacy" as="tiles" />
      {help ? (
        <Link
          href={help.path}
          onFollow={(event) => {
            event.preventDefault();
            navigate(help.path);
          }}
        >
          {t(help.titleKey)}
        </Link>
      ) : null}
    </SpaceBetween>
  );
}
