import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/shared/ui/ComingSoon';

export function AdvancementsPage() {
  const { t } = useTranslation();
  return <ComingSoon area="home" page={t('pages.advancements')} />;
}

export function PlayerAdvancementsPage() {
  const { t } = useTranslation();
  const { player = '' } = useParams();
  return <ComingSoon area="home" page={t('pages.playerAdvancements', { player })} />;
}
