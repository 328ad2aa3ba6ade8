import { useId } from 'react';
import { Button } from '@mantine/core';
import { Text } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import { useSiteLanguage } from '@/shared/i18n';
import { NS } from '../i18n';
import type { MissingItem } from '../account-rules';

interface MissingHintProps {
  /** Referenced by the submit button's aria-describedby. */
  id: string;
  items: MissingItem[];
}

/** Under a disabled submit button: what the form still needs, in one sentence. */
export function MissingHint({ id, items }: MissingHintProps) {
  const { t } = useTranslation(NS);
  const language = useSiteLanguage();
  if (items.length === 0) return null;
  const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(
    items.map((item) => t(`missing.${item}`)),
  );
  return (
    <Text id={id} size="sm" c="dimmed" ta="center" data-testid="missing-hint">
      {t('missing.intro', { items: list })}
    </Text>
  );
}

/** The submit button's description while it is disabled: the hint above. */
export function describedBy(id: string, items: MissingItem[]): string | undefined {
  return items.length > 0 ? id : undefined;
}

interface SubmitWithHintProps {
  label: string;
  /** What is still missing; the button is disabled until nothing is. */
  missing: MissingItem[];
  pending: boolean;
}

/**
 * A form's submit button with, under it, what is still missing; the button
 * is described by that hint while it is disabled.
 */
export function SubmitWithHint({ label, missing, pending }: SubmitWithHintProps) {
  const hintId = useId();
  return (
    <>
      <Button
        type="submit"
        disabled={missing.length > 0}
        loading={pending}
        fullWidth
        mt="xs"
        aria-describedby={describedBy(hintId, missing)}
      >
        {label}
      </Button>
      <MissingHint id={hintId} items={missing} />
    </>
  );
}
