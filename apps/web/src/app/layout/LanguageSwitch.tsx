import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeSiteLanguage, otherLanguage, useSiteLanguage } from '@/shared/i18n';
import classes from './SiteHeader.module.css';

/** Shows the other language's flag; choosing it switches the whole site. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const target = otherLanguage(useSiteLanguage());
  // The name starts with the visible code, so speech users can say what they see.
  const name = `${t('language.code')} – ${t('language.switchTo')}`;
  return (
    <UnstyledButton
      className={classes.action}
      onClick={() => void changeSiteLanguage(target)}
      aria-label={name}
      title={t('language.switchTo')}
      lang={target}
    >
      <img
        src={`/img/lang/${target}.png`}
        alt={t('language.flagAlt')}
        width={24}
        height={16}
        className={classes.flag}
      />
      <span>{t('language.code')}</span>
    </UnstyledButton>
  );
}
