import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { canAdministerSite } from '@millenaire/contracts/rules';
import { useViewer } from '@/shared/auth/viewer';
import { PageTitle } from '@/shared/ui/PageTitle';
import { NotAuthorized } from '@/shared/ui/NotAuthorized';
import { NS } from '../i18n';

/**
 * An administration page: its title, then its content for administrators
 * (rendered only for them, so others request nothing) or the
 * 'administrators only' panel the user administration page shows.
 */
export function AdminOnly({ title, children }: { title: string; children: () => ReactNode }) {
  const { t } = useTranslation(NS);
  const viewer = useViewer();
  return (
    <>
      <PageTitle area="user" item={title} />
      {canAdministerSite(viewer) ? children() : <NotAuthorized message={t('notAuthorized')} />}
    </>
  );
}
