/**
 * The header before sign-in (login, and while the signed-in header loads): the product identity
 * and the language switch. Plain markup styled like Cloudscape's top navigation, so the login page
 * does not wait for the top navigation's dropdown machinery.
 */
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../../shared/i18n/locale';
import { paths } from '../../config/paths';
import { currentLocale } from '../../lib/i18n';
import { useFollowLink } from '../../lib/use-follow-link';
import { LOGO_SRC } from './logo';
import { useChangeLocale } from './use-change-locale';

export function PublicHeader({ languages = true }: { languages?: boolean }) {
  const { t } = useTranslation();
  const changeLocale = useChangeLocale();
  const locale = currentLocale();
  const follow = useFollowLink();
  return (
    <nav className="top-bar public-header" aria-label={t('nav.main')}>
      <a className="public-header-identity" href={paths.home} onClick={follow(paths.home)}>
        <img src={LOGO_SRC} alt="" width={32} height={32} />
        <span>{t('app.name')}</span>
      </a>
      {languages ? (
        <div className="public-header-languages" role="group" aria-label={t('nav.language')}>
          {LOCALES.map((l) => (
            <button
              key={l}
              type="button"
              lang={l}
              aria-pressed={l === locale}
              aria-label={t(`nav.languages.${l}`)}
              title={t(`nav.languages.${l}`)}
              onClick={() => void changeLocale(l)}
            >
              {l.toUpperCase()}
            </button>
          ))}
        </div>
      ) : null}
    </nav>
  );
}
