import { Grid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResponsiveBanner } from '@/shared/ui/AdSlot';
import { PageTitle } from '@/shared/ui/PageTitle';
import { CommunityTiles } from '../components/CommunityTiles';
import { CurrentVersionCard } from '../components/CurrentVersionCard';
import { PageMenu } from '../components/PageMenu';
import classes from '../components/HomeCards.module.css';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <div>
        <ResponsiveBanner />
        <div className={classes.hero}>
          <PageTitle area="home" />
          <Text className={classes.tagline}>{t('app.tagline')}</Text>
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
      <CommunityTiles />
    </Stack>
  );
}
