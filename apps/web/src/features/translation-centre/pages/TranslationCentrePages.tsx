import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/shared/ui/ComingSoon';

export function TranslationCentreHomePage() {
  const { t } = useTranslation();
  return <ComingSoon area="translationcentre" page={t('pages.translationcentreHome')} />;
}

export function EditorPage() {
  const { t } = useTranslation();
  const { filekey = '' } = useParams();
  return <ComingSoon area="translationcentre" page={t('pages.editor', { filekey })} />;
}

export function FileHistoryPage() {
  const { t } = useTranslation();
  const { filekey = '' } = useParams();
  return <ComingSoon area="translationcentre" page={t('pages.fileHistory', { filekey })} />;
}

export function RecentChangesPage() {
  const { t } = useTranslation();
  return <ComingSoon area="translationcentre" page={t('pages.recentchanges')} />;
}
