import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Anchor, Skeleton } from '@mantine/core';
import { Paper } from '@/shared/ui/Paper';
import { Group, Stack } from '@/shared/ui/Group';
import { Text, Title } from '@/shared/ui/Text';
import { Columns } from '@/shared/ui/Columns';
import { Table } from '@/shared/ui/Table';
import { Link, useParams } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { LibraryContent } from '@millenaire/contracts/library';
import { formatDate } from '@/shared/format-date';
import { formatFileSize } from '@/shared/format-number';
import { firstSentence, useHead } from '@/shared/head';
import { useSiteLanguage } from '@/shared/i18n';
import { PageTitle } from '@/shared/ui/PageTitle';
import { prefetchAll, type PageLoad } from '@/shared/page-data';
import { Loading, LoadError } from '@/shared/ui/QueryState';
import { contentQuery, countHit, imageSrc, useContent } from '../api/library-api';
import { Comments } from '../components/Comments';
import { ContentActions } from '../components/ContentActions';
import { Counters } from '../components/ContentCard';
import { ImageGallery } from '../components/ImageGallery';
import { NS } from '../i18n';
import { richTextPlain } from '../list-params';
import classes from '../components/Library.module.css';

/** The content id of a path segment, 0 when it is not one. */
function contentIdOf(segment: string | undefined): number {
  return segment !== undefined && /^[1-9][0-9]{0,14}$/.test(segment) ? Number(segment) : 0;
}

/** The content id of the address, 0 when it is not one. */
export function useContentId(): number {
  return contentIdOf(useParams().content);
}

/** The archive kinds the server recognises by their first bytes. */
const ARCHIVE_KINDS: Record<string, string> = {
  'application/zip': 'ZIP',
  'application/vnd.rar': 'RAR',
  'application/x-7z-compressed': '7z',
  'application/gzip': 'gzip',
};

function Information({ content }: { content: LibraryContent }) {
  const { t } = useTranslation(NS);
  const language = useSiteLanguage();
  const rows: [string, ReactNode][] = [
    [t('content.version'), content.version],
    [t('content.category'), content.catlabel],
    [t('content.culture'), content.cultlabel],
    [t('content.author'), content.author ?? t('card.unknownAuthor')],
    [t('content.createdOn'), formatDate(content.createdon)],
    [t('content.lastModified'), formatDate(content.lastmodified)],
    [t('content.file'), content.filename ?? t('content.noFile')],
  ];
  if (content.filesize !== null)
    rows.push([t('content.size'), formatFileSize(content.filesize, language)]);
  if (content.filetype !== null) {
    rows.push([t('content.type'), ARCHIVE_KINDS[content.filetype] ?? t('content.notArchive')]);
  }
  if (content.filesha512 !== null) {
    rows.push([
      t('content.sha512'),
      <Text component="span" ff="monospace" size="xs">
        {content.filesha512}
      </Text>,
    ]);
  }
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th style={{ width: 140 }}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** schema.org's counters of what visitors did with a content. */
function counter(action: string, count: number) {
  return {
    '@type': 'InteractionCounter',
    interactionType: { '@type': action },
    userInteractionCount: count,
  };
}

/**
 * What the content's page says of it to search engines and link previews:
 * its summary, first picture, place in the library, and a CreativeWork with
 * its author, dates, pictures and what visitors did with it. Stars are a
 * count of bookmarks, not a rating: they are told as likes.
 */
function useContentHead(content: LibraryContent) {
  const { t } = useTranslation();
  const images = content.images ?? [];
  const first = images[0];
  const description = firstSentence(richTextPlain(content.description));
  useHead({
    description,
    image: first && { url: imageSrc(first.filename), alt: first.legend || content.title },
    breadcrumbs: [
      { name: t('areas.library'), path: '/library' },
      { name: content.title, path: `/library/${content.contentid}` },
    ],
    type: 'article',
    structuredData: [
      {
        '@type': 'CreativeWork',
        name: content.title,
        ...(description && { description }),
        ...(content.author && { author: { '@type': 'Person', name: content.author } }),
        datePublished: content.createdon,
        dateModified: content.lastmodified,
        ...(content.version && { version: content.version }),
        genre: content.catlabel,
        keywords: [content.catlabel, content.cultlabel].join(', '),
        ...(images.length > 0 && { image: images.map((image) => imageSrc(image.filename)) }),
        commentCount: content.nbcomments,
        interactionStatistic: [
          counter('DownloadAction', content.nbdl),
          counter('ViewAction', content.nbview),
          counter('LikeAction', content.nbstars),
          counter('CommentAction', content.nbcomments),
        ],
      },
    ],
  });
}

function ContentView({ content }: { content: LibraryContent }) {
  const { t } = useTranslation(NS);
  useContentHead(content);
  return (
    <Stack gap="lg">
      {content.confirmed === '0' && (
        <Alert color="yellow" variant="light">
          <Text size="sm">{t('content.unconfirmedNote')}</Text>
        </Alert>
      )}
      <ContentActions content={content} />
      <Columns cols={{ base: 1, md: '7fr 5fr' }} spacing="lg">
        <div>
          <Paper withBorder p="md" component="section" aria-labelledby="library-description">
            <Title order={2} size="h3" id="library-description" mb="sm">
              {t('content.description')}
            </Title>
            <div
              className={classes.description}
              // Sanitized by the server against the editor's allowlist.
              dangerouslySetInnerHTML={{ __html: content.description }}
            />
          </Paper>
        </div>
        <div>
          <Paper withBorder p="md" component="section" aria-labelledby="library-information">
            <Title order={2} size="h3" id="library-information" mb="sm">
              {t('content.information')}
            </Title>
            <Information content={content} />
            <Group mt="sm">
              <Counters content={content} />
            </Group>
          </Paper>
        </div>
      </Columns>
      <section aria-labelledby="library-images">
        <Title order={2} size="h3" id="library-images" mb="sm">
          {t('content.images')}
        </Title>
        <ImageGallery images={content.images ?? []} />
      </section>
      <section aria-labelledby="library-comments">
        <Title order={2} size="h3" id="library-comments" mb="sm">
          {t('comments.title')}
        </Title>
        <Comments contentId={content.contentid} comments={content.comments ?? []} />
      </section>
      <Anchor component={Link} to="/library">
        {t('content.back')}
      </Anchor>
    </Stack>
  );
}

export function ContentSkeleton() {
  return (
    <Loading>
      <Skeleton height={36} width={320} aria-hidden />
      <Columns cols={{ base: 1, md: '7fr 5fr' }} spacing="lg">
        <div>
          <Skeleton height={300} aria-hidden />
        </div>
        <div>
          <Skeleton height={360} aria-hidden />
        </div>
      </Columns>
    </Loading>
  );
}

/** A content: its information, description, images, comments, star and download. */
export function ContentPage() {
  const { t } = useTranslation(NS);
  const id = useContentId();
  const content = useContent(id);
  const counted = useRef(0);

  // Viewing counts a view (the server counts one per visitor every 6 hours).
  useEffect(() => {
    if (!content.isSuccess || counted.current === id) return;
    counted.current = id;
    void countHit(id, 'addview').catch(() => undefined);
  }, [content.isSuccess, id]);

  return (
    <>
      <PageTitle area="library" item={content.data?.title ?? t('pages.content', { content: id })} />
      {content.isPending && <ContentSkeleton />}
      {content.isError && (
        <LoadError error={content.error} onRetry={() => void content.refetch()} />
      )}
      {content.isSuccess && <ContentView content={content.data} />}
    </>
  );
}

/** The content, with its images and comments. */
export const loadContentPage: PageLoad = ({ params, language, client }) =>
  prefetchAll(client, [contentQuery(contentIdOf(params.content), language)]);
