import { useState } from 'react';
import { Button } from '@mantine/core';
import { Group } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { IconDownload, IconEdit, IconPhoto, IconStar, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '@/shared/i18n';
import type { LibraryContent } from '@millenaire/contracts/library';
import { canContribute, canEditContent } from '@millenaire/contracts/rules';
import { subjectOf } from '@millenaire/contracts/subjects';
import { invalidatePrefix } from '@/shared/api-client';
import { SessionPlaceholder, useSessionKnown } from '@/shared/auth/session-known';
import { useViewer } from '@/shared/auth/viewer';
import { notifySuccess } from '@/shared/notify';
import { FollowButton } from '@/features/notifications/widgets/FollowButton';
import { ReportButton } from '@/features/reports/widgets/ReportButton';
import { countHit, LIBRARY_API, setStar } from '../api/library-api';
import { NS } from '../i18n';
import { useFailure } from './Comments';

function StarButton({ content }: { content: LibraryContent }) {
  const { t } = useTranslation(NS);
  const failed = useFailure();
  const [busy, setBusy] = useState(false);
  const starred = content.starred === '1';
  const toggle = async () => {
    setBusy(true);
    try {
      await setStar(content.contentid, !starred);
      notifySuccess(t(starred ? 'messages.unstarred' : 'messages.starred'));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={starred ? 'filled' : 'default'}
      leftSection={
        starred ? <IconStarFilled size={16} aria-hidden /> : <IconStar size={16} aria-hidden />
      }
      loading={busy}
      aria-pressed={starred}
      onClick={() => void toggle()}
    >
      {t(starred ? 'content.unstar' : 'content.star')}
    </Button>
  );
}

/** What a visitor can do with a content: download, star, follow, report, and its author edit. */
export function ContentActions({ content }: { content: LibraryContent }) {
  const { t } = useTranslation(NS);
  const viewer = useViewer();
  const known = useSessionKnown();
  const download = () => {
    // The browser follows the link; the count is refreshed on the page after.
    void countHit(content.contentid, 'adddl').then(() => invalidatePrefix(LIBRARY_API));
  };
  // As tall as a button, so the star button that replaces the login hint
  // once the page knows its visitor moves nothing.
  return (
    <Group gap="sm" mih={36}>
      {content.url ? (
        <Button
          component="a"
          href={content.url}
          download={content.filename ?? undefined}
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={download}
        >
          {t('content.download')}
        </Button>
      ) : null}
      {!known ? (
        <SessionPlaceholder w={100} />
      ) : canContribute(viewer) ? (
        <StarButton content={content} />
      ) : (
        <Text size="sm" c="gray.7">
          {t('content.starLogin')}
        </Text>
      )}
      {content.confirmed === '1' && (
        <>
          <FollowButton subject={subjectOf('library', content.contentid)} name={content.title} />
          <ReportButton kind="library" itemKey={String(content.contentid)} name={content.title} />
        </>
      )}
      {canEditContent(viewer, { authorId: content.authorid }) && (
        <>
          <Button
            component={Link}
            to={`/library/${content.contentid}/edit`}
            variant="default"
            leftSection={<IconEdit size={16} aria-hidden />}
          >
            {t('content.edit')}
          </Button>
          <Button
            component={Link}
            to={`/library/${content.contentid}/editimages`}
            variant="default"
            leftSection={<IconPhoto size={16} aria-hidden />}
          >
            {t('content.editImages')}
          </Button>
        </>
      )}
    </Group>
  );
}
