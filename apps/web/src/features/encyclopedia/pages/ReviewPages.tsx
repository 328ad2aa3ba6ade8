import { Anchor } from '@mantine/core';
import { Text } from '@/shared/ui/Text';
import { Table } from '@/shared/ui/Table';
import { useTranslation } from '@/shared/i18n';
import type { Change, CultureRecord, ListedImage } from '@millenaire/contracts/encyclopedia';
import { formatDate } from '@/shared/format-date';
import { useSiteLanguage } from '@/shared/i18n';
import { QueryState } from '@/shared/ui/QueryState';
import { NS } from '../i18n';
import { useCultures } from '../api/get-cultures';
import { useChangesList, useImagesList } from '../api/get-review-lists';
import classes from '../components/Edit.module.css';
import {
  AdminsOnly,
  EditLink,
  plainText,
  ReviewTable,
  TableSkeleton,
} from '../components/ReviewTable';

function cultureLabel(cultures: CultureRecord[], culture: string) {
  return cultures.find((c) => c.itemkey === culture)?.label ?? culture;
}

function ChangesTable() {
  const { t } = useTranslation(NS);
  const query = useChangesList();
  return (
    <QueryState query={query} skeleton={<TableSkeleton />}>
      {(data) => (
        <ReviewTable<Change>
          query={query}
          cultures={data.cultures}
          intro={t('review.changesIntro')}
          label={t('pages.newcontents')}
          rows={data.changes}
          head={
            <Table.Tr>
              <Table.Th>{t('review.culture')}</Table.Th>
              <Table.Th>{t('review.type')}</Table.Th>
              <Table.Th>{t('review.entry')}</Table.Th>
              <Table.Th>{t('review.description')}</Table.Th>
              <Table.Th>{t('review.author')}</Table.Th>
              <Table.Th>{t('review.date')}</Table.Th>
              <Table.Th>{t('review.editLink')}</Table.Th>
            </Table.Tr>
          }
          row={(change, i) => (
            <Table.Tr key={i}>
              <Table.Td>{cultureLabel(data.cultures, change.culture)}</Table.Td>
              <Table.Td>{t(`type.${change.type}`, { defaultValue: change.type })}</Table.Td>
              <Table.Td>{change.label ?? change.itemkey}</Table.Td>
              <Table.Td style={{ maxWidth: 360 }}>
                <Text size="sm" lineClamp={2}>
                  {change.desc === null ? t('review.removed') : plainText(change.desc)}
                </Text>
              </Table.Td>
              <Table.Td>{change.author ?? '–'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(change.createdon)}</Table.Td>
              <Table.Td>
                <EditLink row={change} />
              </Table.Td>
            </Table.Tr>
          )}
        />
      )}
    </QueryState>
  );
}

function ImagesTable() {
  const { t } = useTranslation(NS);
  const language = useSiteLanguage();
  const query = useImagesList();
  const cultures = useCultures().data ?? [];
  return (
    <QueryState query={query} skeleton={<TableSkeleton />}>
      {(images) => (
        <ReviewTable<ListedImage>
          query={query}
          cultures={cultures}
          intro={t('review.imagesIntro')}
          label={t('pages.newimages')}
          rows={images}
          head={
            <Table.Tr>
              <Table.Th>{t('review.thumbnail')}</Table.Th>
              <Table.Th>{t('review.culture')}</Table.Th>
              <Table.Th>{t('review.type')}</Table.Th>
              <Table.Th>{t('review.entry')}</Table.Th>
              <Table.Th>{t('review.legend')}</Table.Th>
              <Table.Th>{t('review.enabled')}</Table.Th>
              <Table.Th>{t('review.author')}</Table.Th>
              <Table.Th>{t('review.date')}</Table.Th>
              <Table.Th>{t('review.editLink')}</Table.Th>
            </Table.Tr>
          }
          row={(image) => (
            <Table.Tr key={image.filename}>
              <Table.Td>
                <Anchor
                  href={`/libraryres/img/${image.previewname}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  <img
                    className={`${classes.thumb} ${image.enabled === '1' ? '' : classes.disabled}`}
                    src={`/libraryres/img/${image.thumbname}`}
                    width={32}
                    height={32}
                    alt={
                      (language === 'fr' ? image.legend_fr : image.legend_en) ||
                      t('review.thumbnail')
                    }
                  />
                </Anchor>
              </Table.Td>
              <Table.Td>{cultureLabel(cultures, image.culture)}</Table.Td>
              <Table.Td>{t(`type.${image.type}`, { defaultValue: image.type })}</Table.Td>
              <Table.Td>{image.label ?? image.itemkey}</Table.Td>
              <Table.Td>{language === 'fr' ? image.legend_fr : image.legend_en}</Table.Td>
              <Table.Td>{image.enabled === '1' ? t('review.yes') : t('review.no')}</Table.Td>
              <Table.Td>{image.author ?? '–'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(image.createdon)}</Table.Td>
              <Table.Td>
                <EditLink row={image} />
              </Table.Td>
            </Table.Tr>
          )}
        />
      )}
    </QueryState>
  );
}

/** /encyclopedia/newcontents: the latest description saves (administrators). */
export function NewContentsPage() {
  const { t } = useTranslation(NS);
  return <AdminsOnly title={t('pages.newcontents')}>{() => <ChangesTable />}</AdminsOnly>;
}

/** /encyclopedia/newimages: the latest pictures (administrators). */
export function NewImagesPage() {
  const { t } = useTranslation(NS);
  return <AdminsOnly title={t('pages.newimages')}>{() => <ImagesTable />}</AdminsOnly>;
}
