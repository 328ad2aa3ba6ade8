import { Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
import classes from '../components/HomeCards.module.css';

export function HomePage() {
  const { t } = useTranslation([NS, 'translation']);
  return (
    <Stack gap="xl">
      <div>
        <ResponsiveBanner />
        <div className={classes.hero}>
          <PageTitle area="home" />
          <Text className={classes.tagline}>{t('translation:app.tagline')}</Text>
        </div>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <CurrentVersionCard />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <PageMenu />
          </Grid.Col>
        </Grid>
      </div>
      <SeljukAnnouncement />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Slideshow
            slides={mainSlides((culture) => t(`slideshow.alt.${culture}`))}
            label={t('slideshow.label')}
            {...SLIDE_SIZE}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <DownloadBox />
        </Grid.Col>
      </Grid>
      <NewsCards />
      <ContributeCard />
      <CommunityTiles />
    </Stack>
  );
}
