import { useState } from 'react';
import { Button, Checkbox, FileButton, FileInput, TextInput } from '@mantine/core';
import { Paper } from '@/shared/ui/Paper';
import { Group, Stack } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { IconDeviceFloppy, IconPhotoUp, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { IMAGE_LEGEND_MAX, type EncyclopediaImage } from '@millenaire/contracts/encyclopedia';
import { NS } from '../i18n';
import {
  deleteImage,
  replaceImage,
  updateImage,
  uploadImage,
  type EditRef,
} from '../api/edit-entry';
import classes from './Edit.module.css';
import { useImageWrite } from './use-image-write';

interface ImageManagerProps {
  entry: EditRef;
  images: EncyclopediaImage[];
  reload: () => Promise<unknown>;
}

function ImageCard({
  entry,
  image,
  reload,
}: { entry: EditRef; image: EncyclopediaImage } & Pick<ImageManagerProps, 'reload'>) {
  const { t } = useTranslation(NS);
  const [legendEn, setLegendEn] = useState(image.legend_en);
  const [legendFr, setLegendFr] = useState(image.legend_fr);
  const [enabled, setEnabled] = useState(image.enabled === '1');
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useImageWrite(reload);
  const label = t('images.picture', { pos: image.pos });
  const save = () =>
    run(
      () =>
        updateImage(entry, image.pos, {
          legend_en: legendEn,
          legend_fr: legendFr,
          enabled: enabled ? '1' : '0',
        }),
      t('images.updated'),
    );
  return (
    <Paper withBorder p="sm" component="li" aria-label={label} data-testid="image-card">
      <a href={`/libraryres/img/${image.filename}`} target="_blank" rel="noreferrer">
        <img
          className={`${classes.preview} ${image.enabled === '1' ? '' : classes.disabled}`}
          src={`/libraryres/img/${image.previewname}`}
          alt={image.legend_en || label}
          width={image.width}
          height={image.height}
          loading="lazy"
        />
      </a>
      <Stack gap="xs" mt="xs">
        <LegendInputs en={legendEn} fr={legendFr} onEn={setLegendEn} onFr={setLegendFr} />
        <Checkbox
          label={t('images.enabled')}
          checked={enabled}
          onChange={(e) => setEnabled(e.currentTarget.checked)}
        />
        <Group gap="xs">
          <Button
            size="xs"
            loading={busy}
            onClick={() => void save()}
            leftSection={<IconDeviceFloppy size={14} aria-hidden />}
          >
            {t('images.save')}
          </Button>
          <FileButton
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(file) =>
              file && void run(() => replaceImage(entry, image.pos, file), t('images.replaced'))
            }
          >
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                loading={busy}
                leftSection={<IconPhotoUp size={14} aria-hidden />}
              >
                {t('images.replace')}
              </Button>
            )}
          </FileButton>
          {confirming ? (
            <>
              <Button
                size="xs"
                color="red"
                loading={busy}
                onClick={() => void run(() => deleteImage(entry, image.pos), t('images.deleted'))}
              >
                {t('images.confirmDelete')}
              </Button>
              <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                {t('images.cancel')}
              </Button>
            </>
          ) : (
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => setConfirming(true)}
              leftSection={<IconTrash size={14} aria-hidden />}
            >
              {t('images.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** A picture's caption in English and in French. */
function LegendInputs(props: {
  en: string;
  fr: string;
  onEn: (value: string) => void;
  onFr: (value: string) => void;
}) {
  const { t } = useTranslation(NS);
  return (
    <>
      <TextInput
        label={t('images.legendEn')}
        value={props.en}
        maxLength={IMAGE_LEGEND_MAX}
        onChange={(e) => props.onEn(e.currentTarget.value)}
      />
      <TextInput
        label={t('images.legendFr')}
        value={props.fr}
        maxLength={IMAGE_LEGEND_MAX}
        onChange={(e) => props.onFr(e.currentTarget.value)}
      />
    </>
  );
}

function UploadForm({ entry, reload }: Omit<ImageManagerProps, 'images'>) {
  const { t } = useTranslation(NS);
  const [file, setFile] = useState<File | null>(null);
  const [legendEn, setLegendEn] = useState('');
  const [legendFr, setLegendFr] = useState('');
  const { busy, run } = useImageWrite(reload);
  async function upload() {
    if (!file) return;
    if (await run(() => uploadImage(entry, file, legendEn, legendFr), t('images.added'))) {
      setFile(null);
      setLegendEn('');
      setLegendFr('');
    }
  }
  return (
    <Paper withBorder p="sm">
      <Title order={3} size="h5" mb="xs">
        {t('images.add')}
      </Title>
      <Columns cols={{ base: 1, sm: 3 }}>
        <FileInput
          label={t('images.file')}
          description={t('images.fileHelp')}
          placeholder={t('images.choose')}
          // Mantine's placeholder grey is too pale on the parchment background.
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          accept="image/png,image/jpeg,image/webp,image/gif"
          value={file}
          onChange={setFile}
          clearable
        />
        <LegendInputs en={legendEn} fr={legendFr} onEn={setLegendEn} onFr={setLegendFr} />
      </Columns>
      <Button
        mt="sm"
        disabled={!file}
        loading={busy}
        onClick={() => void upload()}
        leftSection={<IconUpload size={16} aria-hidden />}
      >
        {t('images.upload')}
      </Button>
    </Paper>
  );
}

/** An entry's pictures: captions in both languages, shown or not, upload and delete. */
export function ImageManager({ entry, images, reload }: ImageManagerProps) {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="images-title">
      <Title order={2} size="h3" id="images-title" mb="xs">
        {t('images.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('images.help')}
      </Text>
      {images.length === 0 ? (
        <Text c="dimmed" mb="sm">
          {t('images.none')}
        </Text>
      ) : (
        <Columns
          cols={{ base: 1, sm: 2, lg: 3 }}
          as="ul"
          style={{ listStyle: 'none', padding: 0, margin: '0 0 var(--mantine-spacing-sm)' }}
        >
          {images.map((image) => (
            <ImageCard
              key={`${image.pos}-${image.filename}`}
              entry={entry}
              image={image}
              reload={reload}
            />
          ))}
        </Columns>
      )}
      <UploadForm entry={entry} reload={reload} />
    </section>
  );
}
