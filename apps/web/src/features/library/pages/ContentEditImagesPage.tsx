import { useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Button, FileInput, Skeleton, TextInput } from '@mantine/core';
import { Paper } from '@/shared/ui/Paper';
import { Group, Stack } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { IconEdit, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import {
  LIBRARY_LEGEND_MAX_LENGTH,
  type ContentImage,
  type LibraryContent,
} from '@millenaire/contracts/library';
import { canEditContent } from '@millenaire/contracts/rules';
import { useViewer } from '@/shared/auth/viewer';
import { notifySuccess } from '@/shared/notify';
import { PageTitle } from '@/shared/ui/PageTitle';
import { Loading, LoadError } from '@/shared/ui/QueryState';
import { addImage, deleteImage, updateLegend, useContent } from '../api/library-api';
import { useFailure } from '../components/Comments';
import { ImageModal, ImageThumb } from '../components/ImageGallery';
import { NS } from '../i18n';
import { PLACEHOLDER_STYLES } from '../components/Library.styles';
import { useContentId } from './ContentPage';

function ImageEditor({
  contentId,
  image,
  onOpen,
}: {
  contentId: number;
  image: ContentImage;
  onOpen: () => void;
}) {
  const { t } = useTranslation(NS);
  const failed = useFailure();
  const [legend, setLegend] = useState(image.legend);
  const [busy, setBusy] = useState<'save' | 'delete' | null>(null);
  const [stored, setStored] = useState(image.legend);
  if (stored !== image.legend) {
    setStored(image.legend);
    setLegend(image.legend);
  }

  const run = async (what: 'save' | 'delete') => {
    setBusy(what);
    try {
      if (what === 'save') {
        await updateLegend(contentId, image.id, legend);
        notifySuccess(t('messages.imageUpdated'));
      } else {
        await deleteImage(contentId, image.id);
        notifySuccess(t('messages.imageDeleted'));
      }
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder p="sm" data-testid="image-editor">
      <Stack gap="xs">
        <ImageThumb image={image} onOpen={onOpen} />
        <TextInput
          label={t('images.legend')}
          value={legend}
          maxLength={LIBRARY_LEGEND_MAX_LENGTH}
          onChange={(event) => setLegend(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button size="compact-sm" loading={busy === 'save'} onClick={() => void run('save')}>
            {t('images.submit')}
          </Button>
          <Button
            size="compact-sm"
            variant="outline"
            color="red.9"
            leftSection={<IconTrash size={14} aria-hidden />}
            loading={busy === 'delete'}
            onClick={() => void run('delete')}
          >
            {t('images.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function AddImage({ contentId }: { contentId: number }) {
  const { t } = useTranslation(NS);
  const failed = useFailure();
  const [file, setFile] = useState<File | null>(null);
  const [legend, setLegend] = useState('');
  const [busy, setBusy] = useState(false);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    try {
      await addImage(contentId, file, legend.trim());
      notifySuccess(t('messages.imageUploaded'));
      setFile(null);
      setLegend('');
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="library-add-image">
      <Title order={2} size="h3" id="library-add-image" mb="sm">
        {t('images.addTitle')}
      </Title>
      <Stack gap="sm">
        <FileInput
          label={t('images.file')}
          placeholder={t('images.filePlaceholder')}
          accept="image/png,image/jpeg,image/gif,image/webp"
          styles={PLACEHOLDER_STYLES}
          value={file}
          clearable
          onChange={setFile}
        />
        {preview && (
          <img
            src={preview}
            alt={t('images.preview')}
            style={{ maxWidth: 240, maxHeight: 180, objectFit: 'contain' }}
          />
        )}
        <TextInput
          label={t('images.legend')}
          value={legend}
          maxLength={LIBRARY_LEGEND_MAX_LENGTH}
          onChange={(event) => setLegend(event.currentTarget.value)}
        />
        <Group>
          <Button
            leftSection={<IconPhotoPlus size={16} aria-hidden />}
            disabled={!file}
            loading={busy}
            onClick={() => void upload()}
          >
            {t('images.upload')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function ImagesEdition({ content }: { content: LibraryContent }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState<ContentImage | null>(null);
  const images = content.images ?? [];
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Anchor component={Link} to={`/library/${content.contentid}`}>
          {content.title}
        </Anchor>
        <Button
          component={Link}
          to={`/library/${content.contentid}/edit`}
          variant="default"
          leftSection={<IconEdit size={16} aria-hidden />}
        >
          {t('content.editContent')}
        </Button>
      </Group>
      {images.length === 0 ? (
        <Text c="gray.7">{t('images.none')}</Text>
      ) : (
        <Columns cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {images.map((image) => (
            <ImageEditor
              key={image.id}
              contentId={content.contentid}
              image={image}
              onOpen={() => setOpen(image)}
            />
          ))}
        </Columns>
      )}
      <ImageModal image={open} onClose={() => setOpen(null)} />
      <AddImage contentId={content.contentid} />
    </Stack>
  );
}

/** Images Edition: legends, deletions and new images of a content. */
export function ContentEditImagesPage() {
  const { t } = useTranslation(NS);
  const viewer = useViewer();
  const id = useContentId();
  const content = useContent(id);
  return (
    <>
      <PageTitle area="library" item={t('pages.contentEditImages')} />
      {content.isPending && (
        <Loading>
          <Skeleton height={36} width={300} aria-hidden />
          <Skeleton height={260} aria-hidden />
          <Skeleton height={260} aria-hidden />
        </Loading>
      )}
      {content.isError && (
        <LoadError error={content.error} onRetry={() => void content.refetch()} />
      )}
      {content.isSuccess &&
        (canEditContent(viewer, { authorId: content.data.authorid }) ? (
          <ImagesEdition content={content.data} />
        ) : (
          <Alert color="yellow" variant="light">
            <Text>{t('cannotEdit')}</Text>
          </Alert>
        ))}
    </>
  );
}
