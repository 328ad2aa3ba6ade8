import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/shared/ui/ComingSoon';

export function HallOfFamePage() {
  const { t } = useTranslation();
  return <ComingSoon area="home" page={t('pages.halloffame')} />;
}
