import { Container } from '@/shared/ui/Container';
import { NavLink } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { Area } from '@millenaire/contracts/routes';
import { useViewer } from '@/shared/auth/viewer';
import { subMenuItems } from './menu-items';
import classes from './SiteHeader.module.css';

/** The area's own menu under the site menu; absent where the area has none. */
export function AreaSubMenu({ area }: { area: Area }) {
  const { t } = useTranslation();
  const items = subMenuItems(area, useViewer());
  if (items.length === 0) return null;
  return (
    <nav className={classes.subnav} aria-label={t('submenu.label', { area: t(`areas.${area}`) })}>
      <Container size="xl" className={classes.subnavInner}>
        {items.map((item) => (
          <NavLink key={item.key} to={item.path} end className={classes.sublink}>
            {t(`submenu.${item.key}`)}
          </NavLink>
        ))}
      </Container>
    </nav>
  );
}
