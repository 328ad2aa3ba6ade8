import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '@/shared/ui/ComingSoon';

export function EncyclopediaHomePage() {
  const { t } = useTranslation();
  return <ComingSoon area="encyclopedia" page={t('pages.encyclopediaHome')} />;
}

export function NewContentsPage() {
  const { t } = useTranslation();
  return <ComingSoon area="encyclopedia" page={t('pages.newcontents')} />;
}

export function NewImagesPage() {
  const { t } = useTranslation();
  return <ComingSoon area="encyclopedia" page={t('pages.newimages')} />;
}

export function CulturePage() {
  const { t } = useTranslation();
  const { culture = '' } = useParams();
  return <ComingSoon area="encyclopedia" page={t('pages.culture', { culture })} />;
}

export function CultureEditPage() {
  const { t } = useTranslation();
  const { culture = '' } = useParams();
  return <ComingSoon area="encyclopedia" page={t('pages.cultureEdit', { culture })} />;
}

export function ItemPage() {
  const { t } = useTranslation();
  const { type = '', itemkey = '' } = useParams();
  return <ComingSoon area="encyclopedia" page={t('pages.item', { type, itemkey })} />;
}

export function ItemEditPage() {
  const { t } = useTranslation();
  const { type = '', itemkey = '' } = useParams();
  return <ComingSoon area="encyclopedia" page={t('pages.itemEdit', { type, itemkey })} />;
}
