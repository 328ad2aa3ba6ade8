import { Skeleton } from '@mantine/core';
import { Text } from '@/shared/ui/Text';
import { VisuallyHidden } from '@/shared/ui/VisuallyHidden';
import { Table } from '@/shared/ui/Table';
import { useTranslation } from '@/shared/i18n';
import {
  STATUS_BAR_PX_PER_PERCENT,
  completionIcon,
  type TranslationStatusItem,
} from '@millenaire/contracts/translations';
import { formatPercent } from '@/shared/format-number';
import { languageTag, useSiteLanguage } from '@/shared/i18n';
import { ReviewCounts } from '@/shared/ui/ReviewCounts';
import { NS } from '../i18n';
import { CompletionIcon, LEVEL_COLOUR } from './CompletionIcon';
import classes from './StatusTable.module.css';

const FULL_BAR_PX = 100 * STATUS_BAR_PX_PER_PERCENT;

/**
 * The track is 400 px where there is room, so the bar is exactly 4 px per
 * percent (spec §9); on a narrower screen the track takes the width left and
 * the bar keeps its proportion of it.
 */
function StatusBar({ percentage }: { percentage: number }) {
  return (
    <div className={classes.track} style={{ maxWidth: FULL_BAR_PX }} aria-hidden>
      <div
        className={classes.bar}
        data-testid="status-bar"
        style={{
          width: `${percentage}%`,
          backgroundColor: LEVEL_COLOUR[completionIcon(percentage)],
        }}
      />
    </div>
  );
}

function Flag({ item }: { item: TranslationStatusItem }) {
  const { t } = useTranslation(NS);
  return (
    <img
      src={`/img/lang/${item.lang}.png`}
      alt={t('flagAlt', { name: item.name })}
      width={24}
      height={16}
      className={classes.flag}
    />
  );
}

function StatusRow({ item }: { item: TranslationStatusItem }) {
  const language = useSiteLanguage();
  return (
    <Table.Tr>
      <Table.Td className={classes.flagCell}>
        <Flag item={item} />
      </Table.Td>
      <Table.Td>
        <span lang={languageTag(item.lang)} className={classes.native}>
          {item.name_native}
        </span>
        {item.name !== item.name_native && <span className={classes.name}>{item.name}</span>}
      </Table.Td>
      <Table.Td className={classes.figureCell}>
        <span className={classes.percentage}>
          {formatPercent(item.percentage, language)}
          <CompletionIcon percentage={item.percentage} />
        </span>
      </Table.Td>
      <Table.Td className={classes.progressCell}>
        <StatusBar percentage={item.percentage} />
        <ReviewCounts {...item} />
      </Table.Td>
    </Table.Tr>
  );
}

function StatusHead() {
  const { t } = useTranslation(NS);
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th className={classes.flagCell}>
          <VisuallyHidden>{t('columns.flag')}</VisuallyHidden>
        </Table.Th>
        <Table.Th>{t('columns.native')}</Table.Th>
        <Table.Th className={classes.figureCell}>{t('columns.percentage')}</Table.Th>
        <Table.Th className={classes.progressCell}>{t('columns.progress')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/**
 * One row per language: flag, native and translated names, the figure with its
 * icon, and the bar. It fits any width without scrolling: the bar's column
 * takes what the others leave.
 */
export function StatusTable({ items }: { items: TranslationStatusItem[] }) {
  const { t } = useTranslation(NS);
  if (items.length === 0) return <Text c="dimmed">{t('empty')}</Text>;
  return (
    <div className={classes.frame}>
      <Table verticalSpacing="sm" highlightOnHover className={classes.table}>
        <caption className={classes.caption}>{t('caption')}</caption>
        <StatusHead />
        <Table.Tbody>
          {items.map((item) => (
            <StatusRow key={item.lang} item={item} />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** The mod's languages as they usually number, while the list loads. */
const EXPECTED_ROWS = 13;

/** The table's frame and rows at their final height, while the list loads. */
export function StatusTableSkeleton() {
  return (
    <div className={classes.frame} aria-hidden>
      <Skeleton height={40} radius={0} />
      {Array.from({ length: EXPECTED_ROWS }, (_, index) => (
        <div key={index} className={classes.skeletonRow}>
          <Skeleton height={18} />
        </div>
      ))}
    </div>
  );
}
