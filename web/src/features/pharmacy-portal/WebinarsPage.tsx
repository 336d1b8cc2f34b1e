/**
 * /guest/pharmacy/opc/webinars (role 69): the webinars as a read-only grid, newest first; six
 * placeholders while they load; three columns on large screens (spec §2). A webinar plays in its
 * card: the video player is only loaded when asked for.
 */
import Box from '@cloudscape-design/components/box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBreadcrumbs } from '../../components/frame-slots';
import { LoadFailed } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { useLocale } from '../../components/use-locale';
import { formatDate } from '../../lib/format';
import { useWebinars, type Webinar } from './api';
import '../../styles/portal.css';

export const PLACEHOLDERS = 6;

function WebinarCard({ webinar }: { webinar: Webinar }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [playing, setPlaying] = useState(false);
  const title = locale === 'ca' ? webinar.title_ca : webinar.title_es;
  return (
    <li className="webinar" data-testid={`webinar-${webinar.id}`}>
      <div className="webinar-media">
        {playing ? (
          <iframe
            src={`${webinar.embed_url}${webinar.embed_url.includes('?') ? '&' : '?'}autoplay=1`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button
            type="button"
            className="webinar-play"
            onClick={() => setPlaying(true)}
            aria-label={t('webinars.play', { title })}
          >
            {webinar.thumbnail ? (
              <img src={webinar.thumbnail.url} alt="" width={webinar.thumbnail.width} height={webinar.thumbnail.height} />
            ) : null}
            <span className="webinar-play-icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
                <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
              </svg>
            </span>
          </button>
        )}
      </div>
      <div className="webinar-body">
        <Box variant="h3" tagOverride="h2" margin={{ bottom: 'xxs' }}>
          {title}
        </Box>
        <Box variant="small" color="text-body-secondary">
          {formatDate(webinar.created_at)}
        </Box>
      </div>
    </li>
  );
}

export default function WebinarsPage() {
  const { t } = useTranslation();
  const webinars = useWebinars();
  useBreadcrumbs([
    { text: t('nav.home'), href: '/' },
    { text: t('webinars.title'), href: '/guest/pharmacy/opc/webinars' },
  ]);
  return (
    <Page title={t('webinars.title')} description={t('webinars.description')}>
      {webinars.isError ? (
        <LoadFailed onRetry={() => void webinars.refetch()} />
      ) : webinars.isPending ? (
        <ul className="webinar-grid" aria-busy="true" aria-label={t('app.loading')} data-testid="webinars-loading">
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <li key={i} className="webinar webinar-placeholder" aria-hidden="true">
              <div className="webinar-media" />
              <div className="webinar-body">
                <span className="placeholder-line" />
                <span className="placeholder-line is-short" />
              </div>
            </li>
          ))}
        </ul>
      ) : webinars.data.length === 0 ? (
        <Box color="text-body-secondary">{t('webinars.empty')}</Box>
      ) : (
        <ul className="webinar-grid" data-testid="webinars">
          {webinars.data.map((webinar) => (
            <WebinarCard key={webinar.id} webinar={webinar} />
          ))}
        </ul>
      )}
    </Page>
  );
}
