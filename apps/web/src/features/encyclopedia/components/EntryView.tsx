import { Paper } from '@/shared/ui/Paper';
import { Stack } from '@/shared/ui/Group';
import { Title } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import type { EncyclopediaImage, EntryDetail } from '@millenaire/contracts/encyclopedia';
import { useSiteLanguage } from '@/shared/i18n';
import { Loading } from '@/shared/ui/QueryState';
import { Slideshow } from '@/shared/ui/Slideshow';
import { NS } from '../i18n';
import { VillagerPicture } from './ModPicture';
import { TravelBookText } from './TravelBookText';
import { UserDescription } from './UserDescription';
import classes from './Entry.module.css';

interface EntryViewProps {
  entry: EntryDetail;
  editPath: string;
}

/** The frame of an entry's pictures; pictures of another shape fill it, centred. */
const FRAME = { width: 800, height: 450 };

/** The entry's enabled images, as WebP previews, with their legend in the site language. */
function Pictures({ images }: { images: EncyclopediaImage[] }) {
  const { t } = useTranslation(NS);
  const language = useSiteLanguage();
  if (images.length === 0) return null;
  const slides = images.map((image) => ({
    src: `/libraryres/img/${image.previewname}`,
    alt: language === 'fr' ? image.legend_fr : image.legend_en,
  }));
  return (
    // The slideshow is the named region; its frame is not a second one of the same name.
    <div className={classes.pictures}>
      <Title order={2} className={classes.sectionTitle}>
        {t('entry.pictures')}
      </Title>
      <Slideshow slides={slides} {...FRAME} label={t('entry.pictures')} />
    </div>
  );
}

/** An entry's page: travel-book text (and villager picture), description, pictures. */
export function EntryView({ entry, editPath }: EntryViewProps) {
  const { t } = useTranslation(NS);
  return (
    <Stack gap="lg">
      <div className={classes.entry}>
        {entry.picture && (
          <Paper withBorder className={classes.portrait}>
            <VillagerPicture
              picture={entry.picture}
              alt={t('entry.villagerPicture', { name: entry.title })}
            />
          </Paper>
        )}
        <TravelBookText data={entry.travelbookdata} />
      </div>
      <UserDescription extradata={entry.extradata} editPath={editPath} />
      <Pictures images={entry.images} />
    </Stack>
  );
}

/** 'Loading...' in the place of an entry's page, about its height. */
export function EntrySkeleton() {
  return (
    <div className={classes.loadingEntry}>
      <Loading />
    </div>
  );
}
