import { Modal } from '@mantine/core';
import { Text } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import type { ContentImage } from '@millenaire/contracts/library';
import { imageSrc } from '../api/library-api';
import { NS } from '../i18n';
import classes from './Library.module.css';

/** The large view of one image, with its legend. */
export function ImageView({ image, onClose }: { image: ContentImage | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      size="xl"
      centered
      title={image ? image.legend || t('content.imageOf', { pos: image.pos }) : ''}
      closeButtonProps={{ 'aria-label': t('content.close') }}
    >
      {image && (
        <figure style={{ margin: 0 }}>
          <img className={classes.large} src={imageSrc(image.filename)} alt={image.legend} />
          {image.legend && (
            <Text component="figcaption" size="sm" mt="xs" ta="center">
              {image.legend}
            </Text>
          )}
        </figure>
      )}
    </Modal>
  );
}
