import { useId, useState } from 'react';
import { Badge, Button, Card, Collapse, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Slideshow } from '@/shared/ui/Slideshow';
import { NS } from '../i18n';
import { seljukSlides, SLIDE_SIZE } from './slides';
import classes from './HomeCards.module.css';

/** The Seljuk announcement: an introduction, and the whole text with its slideshow on demand. */
export function SeljukAnnouncement() {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const panelId = useId();
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
      <Button
        variant="subtle"
        px={0}
        mt="xs"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={panelId}
        rightSection={open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
      >
        {open ? t('seljuk.less') : t('seljuk.more')}
      </Button>
      <Collapse expanded={open} id={panelId}>
        <Stack gap="sm" mt="sm">
          {paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          {open && (
            <Slideshow
              slides={seljukSlides(t('slideshow.alt.seljuk'))}
              label={t('slideshow.seljukLabel')}
              {...SLIDE_SIZE}
            />
          )}
        </Stack>
      </Collapse>
    </Card>
  );
}
