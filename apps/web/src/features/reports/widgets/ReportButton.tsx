import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from '@/shared/i18n';
import type { ReportKind } from '@millenaire/contracts/reports';
import { useMember } from '@/features/notifications/widgets/use-member';

// The dialog, its reasons and its call arrive when a member first opens one.
const ReportDialog = lazy(() =>
  import('./ReportDialog').then((module) => ({ default: module.ReportDialog })),
);

interface ReportButtonProps {
  kind: ReportKind;
  /** The item's key: a creation's id, `content.comment`, `culture.type.itemkey.language`. */
  itemKey: string;
  /** What the dialog names, for the screen reader's label. */
  name: string;
  size?: 'compact-sm' | 'sm';
}

/**
 * "Report": a member tells the administrators what is wrong with an item (a
 * creation, a comment, an encyclopedia text). Visitors see nothing: it shows
 * once the page knows a member reads it.
 */
export function ReportButton({ kind, itemKey, name, size = 'sm' }: ReportButtonProps) {
  const { t } = useTranslation();
  const member = useMember();
  const [opened, setOpened] = useState(false);
  if (!member) return null;
  return (
    <>
      <Button
        size={size}
        variant="subtle"
        color="gray"
        c="gray.8"
        leftSection={<IconFlag size={14} aria-hidden />}
        aria-label={t('report.label', { name })}
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        {t('report.button')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog
            kind={kind}
            itemKey={itemKey}
            opened={opened}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </>
  );
}
