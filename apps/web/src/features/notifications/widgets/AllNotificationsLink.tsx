import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';

/**
 * The user menu's link to every notification and the settings. A module of its
 * own, without the notifications' code: the menu draws it while that arrives.
 */
export function AllNotificationsLink() {
  const { t } = useTranslation();
  return (
    <Link to="/user/notifications">
      <IconBell size={16} aria-hidden />
      {t('following.all')}
    </Link>
  );
}
