import { Button } from '@mantine/core';
import { Card } from '@/shared/ui/Paper';
import { Text } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import { entryPath, type CultureRecord } from '@millenaire/contracts/encyclopedia';
import { NS } from '../i18n';
import { ModIcon } from './ModPicture';
import classes from './CultureCards.module.css';

/** A card per culture with its emblem and a button to its page. */
export function CultureCards({ cultures }: { cultures: CultureRecord[] }) {
  const { t } = useTranslation(NS);
  return (
    <Columns cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
      {cultures.map((culture) => (
        <Card key={culture.itemkey} withBorder padding="sm" className={classes.card}>
          <ModIcon iconkey={culture.iconkey} size={64} loading="eager" />
          <Text fw={700} ff="heading" size="lg" ta="center">
            {culture.label}
          </Text>
          <Button
            component={Link}
            to={entryPath(culture.itemkey, 'cultures', culture.itemkey)}
            variant="light"
            size="compact-md"
            rightSection={<IconArrowRight size={14} aria-hidden />}
            aria-label={`${t('home.view')} ${culture.label}`}
          >
            {t('home.view')}
          </Button>
        </Card>
      ))}
    </Columns>
  );
}
