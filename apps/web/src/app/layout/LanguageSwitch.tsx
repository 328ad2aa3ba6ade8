import type { MouseEvent } from 'react';
import { useTranslation } from '@/shared/i18n';
import { useLocation, useNavigate } from 'react-router';
import {
  changeSiteLanguage,
  otherLanguage,
  useSiteLanguage,
  withLanguageParameter,
} from '@/shared/i18n';
import classes from './SiteHeader.module.css';
import unstyled from '@/shared/ui/unstyled.module.css';

/**
 * Shows the other language's flag; choosing it switches the whole site and
 * writes the language into the address (?lang), so the address, shared or
 * reloaded, opens in the language the page was read in. It is a link to this
 * very page in the other language: before the browser has taken the page over
 * (or without JavaScript) it loads that page, rendered by the server in the
 * language it names; afterwards the switch happens in place.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const target = otherLanguage(useSiteLanguage());
  const location = useLocation();
  const navigate = useNavigate();
  const search = withLanguageParameter(location.search, target);
  const switchLanguage = (event: MouseEvent<HTMLAnchorElement>) => {
    // A click asking for another tab or window opens the link as it is.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    void changeSiteLanguage(target);
    void navigate({ search, hash: location.hash }, { replace: true, preventScrollReset: true });
  };
  // The name starts with the code shown beside the flag, so speech users can say what they see.
  const name = `${t('language.code')} – ${t('language.switchTo')}`;
  return (
    <a
      href={`${location.pathname}${search}${location.hash}`}
      hrefLang={target}
      className={`${unstyled.unstyled} ${classes.action}`}
      onClick={switchLanguage}
      aria-label={name}
      title={t('language.switchTo')}
      lang={target}
    >
      {/* A small icon: it never waits ahead of the page's own pictures (and gets no preload). */}
      <img
        src={`/img/lang/${target}.png`}
        fetchPriority="low"
        alt={t('language.flagAlt')}
        width={24}
        height={16}
        className={classes.flag}
      />
      <span className={classes.languageCode}>{t('language.code')}</span>
    </a>
  );
}
