import { ThemeIcon } from '@/shared/ui/Meters';
import { Text, Title } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import { EXTERNAL_LINKS, EXTERNAL_SITES } from '@/shared/external-links';
import { EXTERNAL_ICONS } from '@/shared/ui/external-icons';
import { NS } from '../i18n';
import classes from './HomeCards.module.css';
import { NEW_TAB, OpensNewTab } from '@/shared/ui/ExternalLink';

/** Tiles for the wiki, forum, chat server and mod hosting site. */
export function CommunityTiles() {
  const { t } = useTranslation([NS, 'translation']);
  return (
    <section aria-labelledby="community-title">
      <Title order={2} size="h3" id="community-title" mb="md">
        {t('community')}
      </Title>
      <Columns cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {EXTERNAL_SITES.map((site) => {
          const Icon = EXTERNAL_ICONS[site];
          return (
            <a key={site} href={EXTERNAL_LINKS[site]} {...NEW_TAB} className={classes.tile}>
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <Icon size={26} />
              </ThemeIcon>
              <span className={classes.tileTitle}>
                {t(`translation:menu.${site}`)}
                <OpensNewTab />
                <IconExternalLink size={14} aria-hidden />
              </span>
              <Text size="sm" c="dimmed" span>
                {t(`tiles.${site}`)}
              </Text>
            </a>
          );
        })}
      </Columns>
    </section>
  );
}
