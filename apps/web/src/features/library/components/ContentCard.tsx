import { Badge, Skeleton } from '@mantine/core';
import { Card } from '@/shared/ui/Paper';
import { Group } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { Columns } from '@/shared/ui/Columns';
import type { ReactNode } from 'react';
import { IconDownload, IconEye, IconMessage, IconStar } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import type { LibraryContent } from '@millenaire/contracts/library';
import { imageSrc } from '../api/library-api';
import { NS } from '../i18n';
import { cardDescription } from '../list-params';
import classes from './Library.module.css';
import { StaticLink } from '@/shared/ui/StaticPart';

/**
 * Every card is this tall, so the loading grid has the size of the list: room
 * for the labels on two lines, where a long category or culture goes.
 */
export const CARD_HEIGHT = 374;

function Counter({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  const { t } = useTranslation(NS);
  return (
    <Group gap={4} wrap="nowrap" title={label}>
      {icon}
      <Text size="sm" span>
        <VisuallyHidden>{t('card.counter', { label })}</VisuallyHidden>
        {value}
      </Text>
    </Group>
  );
}

export function Counters({ content }: { content: LibraryContent }) {
  const { t } = useTranslation(NS);
  const icon = { size: 16, 'aria-hidden': true } as const;
  return (
    <Group gap="md" wrap="nowrap">
      <Counter icon={<IconEye {...icon} />} label={t('card.views')} value={content.nbview} />
      <Counter icon={<IconDownload {...icon} />} label={t('card.downloads')} value={content.nbdl} />
      <Counter icon={<IconStar {...icon} />} label={t('card.stars')} value={content.nbstars} />
      <Counter
        icon={<IconMessage {...icon} />}
        label={t('card.comments')}
        value={content.nbcomments}
      />
    </Group>
  );
}

/** One content of a list: its first picture, title, labels, description and counters. */
export function ContentCard({ content }: { content: LibraryContent }) {
  const { t } = useTranslation(NS);
  const unconfirmed = content.confirmed === '0';
  return (
    <Card
      withBorder
      padding="sm"
      h={CARD_HEIGHT}
      className={`${classes.card} ${unconfirmed ? classes.unconfirmed : ''}`}
      component="article"
    >
      <Card.Section className={classes.cardPicture}>
        {/* On the picture, where no label can push it out of the card. */}
        {unconfirmed && (
          <Text size="xs" fw={700} c="red.9" className={classes.unconfirmedMark}>
            {t('card.unconfirmed')}
          </Text>
        )}
        {content.previewname ? (
          <img
            className={classes.cardImage}
            src={imageSrc(content.previewname)}
            alt=""
            width={400}
            height={160}
            loading="lazy"
          />
        ) : (
          <div className={classes.noImage}>
            <Text size="sm">{t('card.noPicture')}</Text>
          </div>
        )}
      </Card.Section>
      {/* One line, so every card keeps its height: a longer title ends in an
          ellipsis and shows whole in its tooltip; the link's text stays whole
          for screen readers. */}
      <StaticLink
        to={`/library/${content.contentid}`}
        className={classes.cardTitle}
        title={content.title}
      >
        {content.title}
      </StaticLink>
      {/* The two labels go on to a second line rather than being cut; only a
          label wider than the whole card ends in an ellipsis, whole in its tooltip. */}
      <Group gap={4} mt={4} className={classes.cardLabels}>
        <Badge variant="light" color="ochre" size="sm" maw="100%" title={content.catlabel}>
          {content.catlabel}
        </Badge>
        <Badge variant="outline" color="gray.7" size="sm" maw="100%" title={content.cultlabel}>
          {content.cultlabel}
        </Badge>
      </Group>
      <Text size="xs" c="gray.7" mt={4} truncate>
        {t('card.by', { author: content.author ?? t('card.unknownAuthor') })} · v{content.version}
      </Text>
      <Text size="sm" mt={6} className={classes.cardDescription}>
        {cardDescription(content.description)}
      </Text>
      <Group mt="auto" pt="xs">
        <Counters content={content} />
      </Group>
    </Card>
  );
}

export const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4 } as const;

/** The loading list: twelve cards' places. */
export function CardGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <Columns cols={GRID_COLS} spacing="md" aria-hidden>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={CARD_HEIGHT} radius="md" />
      ))}
    </Columns>
  );
}
