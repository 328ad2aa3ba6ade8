import { lazy, Suspense, useState } from 'react';
import { Text } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { useTranslation } from '@/shared/i18n';
import type { ContentImage } from '@millenaire/contracts/library';
import { imageSrc } from '../api/library-api';
import { useOnce } from '@/shared/use-once';
import { NS } from '../i18n';
import classes from './Library.module.css';

/** A preview that opens the large picture with its legend. */
export function ImageThumb({ image, onOpen }: { image: ContentImage; onOpen: () => void }) {
  const { t } = useTranslation(NS);
  const legend = image.legend || t('content.imageOf', { pos: image.pos });
  return (
    <button type="button" className={classes.thumb} onClick={onOpen}>
      <img
        src={imageSrc(image.previewname)}
        alt={t('content.openImage', { legend })}
        width={200}
        height={120}
      />
    </button>
  );
}

const ImageView = lazy(() => import('./ImageView').then((m) => ({ default: m.ImageView })));

/** The large view of one image; its code (a modal dialog) loads when the first one opens. */
export function ImageModal({
  image,
  onClose,
}: {
  image: ContentImage | null;
  onClose: () => void;
}) {
  if (!useOnce(image !== null)) return null;
  return (
    <Suspense fallback={null}>
      <ImageView image={image} onClose={onClose} />
    </Suspense>
  );
}

/** A content's images, each opening its large view. */
export function ImageGallery({ images }: { images: ContentImage[] }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<ContentImage | null>(null);
  if (images.length === 0) return <Text c="gray.7">{t('content.noImages')}</Text>;
  return (
    <>
      <Columns cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {images.map((image) => (
          <ImageThumb key={image.id} image={image} onOpen={() => setOpen(image)} />
        ))}
      </Columns>
      <ImageModal image={open} onClose={() => setOpen(null)} />
    </>
  );
}
