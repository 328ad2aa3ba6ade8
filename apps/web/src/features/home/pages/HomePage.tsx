import { Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { useTranslation } from '@/shared/i18n';
import { firstSentence, useHead } from '@/shared/head';
import { prefetchAll, type PageLoad } from '@/shared/page-data';
import { ResponsiveBanner } from '@/shared/ui/AdSlot';
import { PageTitle } from '@/shared/ui/PageTitle';
import { Slideshow } from '@/shared/ui/Slideshow';
import { CommunityTiles } from '../components/CommunityTiles';
import { ContributeCard } from '../components/ContributeCard';
import { CurrentVersionCard } from '../components/CurrentVersionCard';
import { DownloadBox } from '../components/DownloadBox';
import { NewsCards } from '../components/NewsCards';
import { PageMenu } from '../components/PageMenu';
import { SeljukAnnouncement } from '../components/SeljukAnnouncement';
import { mainSlides, SLIDE_SIZE } from '../components/slides';
import { NS } from '../i18n';
import { currentVersionQuery, useCurrentVersion } from '../api/get-current-version';
import classes from '../components/HomeCards.module.css';
import { StaticPart } from '@/shared/ui/StaticPart';

const [FIRST_SLIDE = { src: '' }] = mainSlides(() => '');

/** The mod's tagline, then the announced release and the first sentence of its notes. */
function useHomeHead() {
  const { t } = useTranslation([NS, 'translation']);
  const version = useCurrentVersion().data;
  const tagline = t('translation:app.tagline');
  useHead({
    description: version
      ? t('headDescription', {
          tagline,
          version: version.version,
          description: firstSentence(version.description, 120),
        })
      : undefined,
    image: { url: FIRST_SLIDE.src, ...SLIDE_SIZE, alt: t('slideshow.alt.norman') },
  });
}

export function HomePage() {
  const { t } = useTranslation([NS, 'translation']);
  useHomeHead();
  return (
    <Stack gap="xl">
      <div>
        <ResponsiveBanner />
        <div className={classes.hero}>
          <PageTitle area="home" />
          <Text className={classes.tagline}>{t('translation:app.tagline')}</Text>
        </div>
        <Columns cols={{ base: 1, md: '7fr 5fr' }} spacing="lg">
          <div>
            <CurrentVersionCard />
          </div>
          {/* Words and links that never change in the browser: kept as the server sent them. */}
          <StaticPart of="page-menu">
            <PageMenu />
          </StaticPart>
        </Columns>
      </div>
      <SeljukAnnouncement />
      <Columns cols={{ base: 1, md: '7fr 5fr' }} spacing="lg">
        <div>
          <Slideshow
            slides={mainSlides((culture) => t(`slideshow.alt.${culture}`))}
            label={t('slideshow.label')}
            {...SLIDE_SIZE}
          />
        </div>
        <div>
          <DownloadBox />
        </div>
      </Columns>
      <StaticPart of="news">
        <NewsCards />
      </StaticPart>
      <ContributeCard />
      <StaticPart of="community">
        <CommunityTiles />
      </StaticPart>
    </Stack>
  );
}

/** The announced release, which the version card and the download box show. */
export const loadHomePage: PageLoad = ({ language, client }) =>
  prefetchAll(client, [currentVersionQuery(language)]);
