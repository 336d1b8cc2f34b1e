/**
 * The shared frame around every screen: header, the area's link bar, optional breadcrumbs, alerts,
 * the page, footer. Pages load lazily inside it.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Alerts } from '../../components/Alerts';
import { Loading } from '../../components/PageLoading';
import { FrameSlotsProvider, useFrameSlots } from '../../components/frame-slots';
import { useCurrentUser } from '../../lib/auth/use-current-user';
import { useSession } from '../../lib/auth/use-session';
import { RouteErrorBoundary } from '../RouteError';
import { Footer } from './Footer';
import { PublicHeader } from './PublicHeader';

/** The signed-in header (Cloudscape top navigation and its menus) is a chunk of its own. */
export const loadSessionHeader = () => import('./Header');
const SessionHeader = lazy(loadSessionHeader);

const BreadcrumbGroup = lazy(() => import('@cloudscape-design/components/breadcrumb-group'));

/** What a page shows while its chunk loads: the screens' own loading state. */
export const PageFallback = Loading;

function Slots() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { breadcrumbs, areaNav } = useFrameSlots();
  return (
    <>
      {areaNav ? <div className="frame-area-nav">{areaNav}</div> : null}
      {breadcrumbs.length > 0 ? (
        <Suspense fallback={null}>
          <BreadcrumbGroup
            ariaLabel={t('nav.breadcrumbs')}
            items={[...breadcrumbs]}
            onFollow={(event) => {
              event.preventDefault();
              navigate(event.detail.href);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function Frame() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { token } = useSession();
  // Keeps the signed-in user (roles, party) fresh; the guard waits on it when none is stored.
  useCurrentUser();
  return (
    <FrameSlotsProvider>
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <div className="frame">
        <header className="frame-header" id="top-navigation">
          {token ? (
            <Suspense fallback={<PublicHeader languages={false} />}>
              <SessionHeader />
            </Suspense>
          ) : (
            <PublicHeader />
          )}
        </header>
        <main className="frame-main" id="main" tabIndex={-1}>
          <Slots />
          <Alerts />
          <RouteErrorBoundary key={pathname}>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
        </main>
        <Footer />
      </div>
      <ScrollToTop />
    </FrameSlotsProvider>
  );
}
