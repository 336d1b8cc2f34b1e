/**
 * /guest/pharmacy/file/{top_directory_id}/{id}: a file's portal link (what the intranet admin
 * copies). Opens the file here; a file of another top directory or without the roles of its own
 * is refused, and this page says so.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Loading } from '../../components/LoadState';
import { Page } from '../../components/Page';
import { RouterLink } from '../../components/RouterLink';
import { useLocale } from '../../components/use-locale';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/http';
import { openPortalFile } from './api';

type State = 'opening' | 'saved' | 'forbidden' | 'missing' | 'failed';

export default function FilePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const params = useParams();
  const top = Number(params.top);
  const id = Number(params.id);
  const valid = Number.isInteger(top) && top > 0 && Number.isInteger(id) && id > 0;
  const [state, setState] = useState<State>(valid ? 'opening' : 'missing');
  const started = useRef<string | null>(null);

  const request = useCallback(() => {
    openPortalFile(top, id, locale, { handle: [403, 404], sameTab: true })
      .then((outcome) => setState(outcome === 'saved' ? 'saved' : 'opening'))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 403) setState('forbidden');
        else if (error instanceof ApiError && error.status === 404) setState('missing');
        else setState('failed');
      });
  }, [top, id, locale]);

  const open = () => {
    setState('opening');
    request();
  };

  useEffect(() => {
    const key = `${top}/${id}`;
    if (!valid || started.current === key) return;
    started.current = key;
    request();
  }, [valid, top, id, request]);

  return (
    <Page title={t('portal.file.title')}>
      {state === 'opening' ? <Loading /> : null}
      {state === 'saved' ? (
        <SpaceBetween size="m">
          <Alert type="success">{t('portal.file.saved')}</Alert>
          <Box>
            <Button onClick={open}>{t('portal.file.again')}</Button>
          </Box>
        </SpaceBetween>
      ) : null}
      {state === 'forbidden' || state === 'missing' || state === 'failed' ? (
        <Alert type="error" header={state === 'forbidden' ? t('errors.403_title') : t('errors.found')} data-testid="file-error">
          {state === 'forbidden' ? t('errors.403') : state === 'missing' ? t('portal.file.missing') : t('errors.error')}
        </Alert>
      ) : null}
      <RouterLink href={paths.pharmacyNews}>{t('portal.file.to_news')}</RouterLink>
    </Page>
  );
}
