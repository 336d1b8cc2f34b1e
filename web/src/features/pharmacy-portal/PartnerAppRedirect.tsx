/**
 * /guest/pharmacy/bi/demo and /bi/sfera (spec §2): redirect on load to the partner analytics
 * application, signed in as this user (GET /api/encrypt-login-fede, with ?demo for the demo).
 */
import Alert from '@cloudscape-design/components/alert';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Loading } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { RouterLink } from '../../components/RouterLink';
import { fetchPartnerAppUrl } from './api';

export default function PartnerAppRedirect() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const demo = pathname.endsWith('/demo');
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    fetchPartnerAppUrl(demo)
      .then((url) => window.location.assign(url))
      .catch(() => setFailed(true));
  }, [demo]);

  return (
    <Page title={demo ? t('portal.tiles.demo') : t('portal.tiles.sfera')}>
      {failed ? (
        <Alert type="error" header={t('portal.redirect.failed')}>
          <RouterLink href="/guest/pharmacy/bi">{t('portal.redirect.back')}</RouterLink>
        </Alert>
      ) : (
        <>
          <Loading />
          <p className="page-status" role="status">
            {t('portal.redirect.going')}
          </p>
        </>
      )}
    </Page>
  );
}
