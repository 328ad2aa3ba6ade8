import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/shared/ui/ComingSoon';

export function LibraryHomePage() {
  const { t } = useTranslation();
  return <ComingSoon area="library" page={t('pages.libraryHome')} />;
}

export function MyContentsPage() {
  const { t } = useTranslation();
  return <ComingSoon area="library" page={t('pages.mycontents')} />;
}

export function StarredContentsPage() {
  const { t } = useTranslation();
  return <ComingSoon area="library" page={t('pages.starredcontents')} />;
}

export function CreateContentPage() {
  const { t } = useTranslation();
  return <ComingSoon area="library" page={t('pages.create')} />;
}

export function ContentPage() {
  const { t } = useTranslation();
  const { content = '' } = useParams();
  return <ComingSoon area="library" page={t('pages.content', { content })} />;
}

export function ContentEditPage() {
  const { t } = useTranslation();
  return <ComingSoon area="library" page={t('pages.contentEdit')} />;
}

export function ContentEditImagesPage() {
  const { t } = useTranslation();
  return <ComingSoon area="library" page={t('pages.contentEditImages')} />;
}
