import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  STATUS_BAR_PX_PER_PERCENT,
  completionIcon,
  type TranslationStatusItem,
} from '@millenaire/contracts';
import { CompletionIcon, LEVEL_COLOUR } from './CompletionIcon';
import classes from './StatusTable.module.css';

const FULL_BAR_PX = 100 * STATUS_BAR_PX_PER_PERCENT;

function StatusBar({ percentage }: { percentage: number }) {
  return (
    <div className={classes.track} style={{ width: FULL_BAR_PX }} aria-hidden>
      <div
        className={classes.bar}
        data-testid="status-bar"
        style={{
          width: percentage * STATUS_BAR_PX_PER_PERCENT,
          backgroundColor: LEVEL_COLOUR[completionIcon(percentage)],
        }}
      />
    </div>
  );
}

function StatusRow({ item }: { item: TranslationStatusItem }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <img
          src={`/img/lang/${item.lang}.png`}
          alt={t('translationsStatus.flagAlt', { name: item.name })}
          width={24}
          height={16}
          className={classes.flag}
        />
      </Table.Td>
      <Table.Td>
        <span lang={item.lang.replace('_', '-')} className={classes.native}>
          {item.name_native}
        </span>
      </Table.Td>
      <Table.Td className={classes.name}>{item.name}</Table.Td>
      <Table.Td>
        <span className={classes.percentage}>
          {item.percentage}%
          <CompletionIcon percentage={item.percentage} />
        </span>
      </Table.Td>
      <Table.Td>
        <div className={classes.progress}>
          <StatusBar percentage={item.percentage} />
        </div>
      </Table.Td>
    </Table.Tr>
  );
}

/** One row per language: flag, names, the figure with its icon, and a 4 px-per-percent bar. */
export function StatusTable({ items }: { items: TranslationStatusItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return <Text c="dimmed">{t('translationsStatus.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={320} type="native" className={classes.scroll}>
      <Table verticalSpacing="sm" highlightOnHover className={classes.table}>
        <caption className={classes.caption}>{t('translationsStatus.caption')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>{t('translationsStatus.columns.flag')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('translationsStatus.columns.native')}</Table.Th>
            <Table.Th className={classes.name}>{t('translationsStatus.columns.name')}</Table.Th>
            <Table.Th>{t('translationsStatus.columns.percentage')}</Table.Th>
            <Table.Th>{t('translationsStatus.columns.progress')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <StatusRow key={item.lang} item={item} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
