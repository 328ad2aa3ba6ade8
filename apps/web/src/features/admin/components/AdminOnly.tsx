import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { canAdministerSite } from '@millenaire/contracts/rules';
import { useNeedsSecondFactor, useViewer } from '@/shared/auth/viewer';
import { PageTitle } from '@/shared/ui/PageTitle';
import { NotAuthorized } from '@/shared/ui/NotAuthorized';
import { SecondFactorNeeded } from '@/features/account/widgets/SecondFactorNeeded';
import { NS } from '../i18n';

/**
 * An administration page: its title, then its content for administrators
 * (rendered only for them, so others request nothing), the way to set up a
 * second factor for an administrator without one, or the 'administrators
 * only' panel the user administration page shows.
 */
export function AdminOnly({ title, children }: { title: string; children: () => ReactNode }) {
  const { t } = useTranslation(NS);
  const viewer = useViewer();
  const needsSecondFactor = useNeedsSecondFactor();
  let content;
  if (canAdministerSite(viewer)) content = children();
  else if (needsSecondFactor) content = <SecondFactorNeeded />;
  else content = <NotAuthorized message={t('notAuthorized')} />;
  return (
    <>
      <PageTitle area="user" item={title} />
      {content}
    </>
  );
}
