import { Container } from '@/shared/ui/Container';
import { useTranslation } from '@/shared/i18n';
import { EXTERNAL_LINKS, EXTERNAL_SITES } from '@/shared/external-links';
import { SITE_PAGES } from '@/shared/site-pages';
import { LogoMark } from './LogoMark';
import classes from './SiteFooter.module.css';
import { NEW_TAB, OpensNewTab } from '@/shared/ui/ExternalLink';
import { StaticLink, StaticPart } from '@/shared/ui/StaticPart';

export function SiteFooter() {
  const { t } = useTranslation();
  // The same links and words on every page: kept as the server sent them.
  return (
    <StaticPart of="footer" as="footer" className={classes.footer}>
      <Container size="xl" className={classes.inner}>
        <div className={classes.about}>
          <div className={classes.brand}>
            <LogoMark />
            <span>{t('app.name')}</span>
          </div>
          <p>{t('footer.license')}</p>
          <p className={classes.muted}>{t('footer.disclaimer')}</p>
        </div>
        <nav className={classes.links} aria-label={t('footer.links')}>
          <ul>
            {SITE_PAGES.filter((page) => page.key !== 'home').map((page) => (
              <li key={page.key}>
                <StaticLink to={page.path}>{t(`menu.${page.key}`)}</StaticLink>
              </li>
            ))}
          </ul>
          <ul>
            {EXTERNAL_SITES.map((site) => (
              <li key={site}>
                <a href={EXTERNAL_LINKS[site]} {...NEW_TAB}>
                  {t(`menu.${site}`)}
                  <OpensNewTab />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </StaticPart>
  );
}
