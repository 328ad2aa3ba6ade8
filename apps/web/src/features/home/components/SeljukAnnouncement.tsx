import { useState } from 'react';
import { Badge } from '@mantine/core';
import { Card } from '@/shared/ui/Paper';
import { Stack } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import { MoreDetails } from '@/shared/ui/MoreDetails';
import { Slideshow } from '@/shared/ui/Slideshow';
import { NS } from '../i18n';
import { seljukSlides, SLIDE_SIZE } from './slides';
import classes from './HomeCards.module.css';

/** The Seljuk announcement: an introduction, and the whole text with its slideshow on demand. */
export function SeljukAnnouncement() {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const paragraphs = t('seljuk.body', { returnObjects: true });
  return (
    <Card withBorder padding="lg" component="section" className={classes.announcement}>
      <Badge variant="filled" color="teal.9" mb="xs">
        {t('seljuk.badge')}
      </Badge>
      <Title order={2} size="h3" mb="xs">
        {t('seljuk.title')}
      </Title>
      <Text>{t('seljuk.intro')}</Text>
      <MoreDetails more={t('seljuk.more')} less={t('seljuk.less')} onToggle={setOpen}>
        <Stack gap="sm" mt="sm">
          {paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          {/* Its images load only once the reader opens the text. */}
          {open && (
            <Slideshow
              slides={seljukSlides(t('slideshow.alt.seljuk'))}
              label={t('slideshow.seljukLabel')}
              {...SLIDE_SIZE}
            />
          )}
        </Stack>
      </MoreDetails>
    </Card>
  );
}
