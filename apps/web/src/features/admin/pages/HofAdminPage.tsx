import { Text } from '@/shared/ui/Text';
import { Table } from '@/shared/ui/Table';
import { useTranslation } from '@/shared/i18n';
import type { SiteLanguage } from '@millenaire/contracts/common';
import type { HofEntry } from '@millenaire/contracts/halloffame';
import { useSiteLanguage } from '@/shared/i18n';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { useDeleteHofEntry } from '../api/delete-hof-entry';
import { useHofEntries } from '../api/get-hof-entries';
import { AdminOnly } from '../components/AdminOnly';
import { AdminTable } from '../components/AdminTable';
import { HofEntryForm } from '../components/HofEntryForm';
import classes from '../components/Admin.module.css';

/** An entry's lines in the site's language (both are required, so both exist). */
const linesOf = (entry: HofEntry, language: SiteLanguage) =>
  language === 'fr' ? entry.text_fr : entry.text_en;

function HofTable({ entries }: { entries: HofEntry[] }) {
  const { t } = useTranslation(NS);
  const language = useSiteLanguage();
  // An entry is named by its first line.
  const nameOf = (entry: HofEntry) => linesOf(entry, language)[0] ?? '';
  return (
    <AdminTable
      items={entries}
      head={
        <>
          <Table.Th>{t('hof.avatar')}</Table.Th>
          <Table.Th>{t('hof.lines')}</Table.Th>
          <Table.Th className={classes.wideOnly}>{t('hof.pos')}</Table.Th>
        </>
      }
      cells={(entry) => (
        <>
          <Table.Td style={{ width: 64 }}>
            <img
              className={classes.thumb}
              src={`/libraryres/img/${encodeURIComponent(entry.avatar)}`}
              alt=""
              width={48}
              height={48}
              loading="lazy"
            />
          </Table.Td>
          <Table.Td>
            <Text fw={700}>{nameOf(entry)}</Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {linesOf(entry, language).slice(1).join(' · ')}
            </Text>
          </Table.Td>
          <Table.Td className={classes.wideOnly}>{entry.pos}</Table.Td>
        </>
      )}
      texts={{
        add: t('hof.new'),
        empty: t('hof.empty'),
        edit: (entry) => t('hof.editLabel', { name: nameOf(entry) }),
        remove: (entry) => t('hof.deleteLabel', { name: nameOf(entry) }),
        name: nameOf,
        removed: () => t('hof.deleted'),
      }}
      form={(entry, done) => <HofEntryForm entry={entry} onDone={done} />}
      useRemove={useDeleteHofEntry}
    />
  );
}

function HofAdministration() {
  const entries = useHofEntries();
  return <QueryState query={entries}>{(list) => <HofTable entries={list} />}</QueryState>;
}

/** The hall of fame's entries: avatars and lines in English and French. */
export function HofAdminPage() {
  const { t } = useTranslation(NS);
  return <AdminOnly title={t('pages.halloffame')}>{() => <HofAdministration />}</AdminOnly>;
}
