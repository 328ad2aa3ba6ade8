import { Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import type { ElementChangePayload } from '@millenaire/contracts/translations';
import { NS } from '../i18n';
import classes from './Editor.module.css';

function Entry({ change }: { change: ElementChangePayload }) {
  const { t } = useTranslation(NS);
  const where =
    change.line === undefined ? change.element : `${change.element} #${change.line + 1}`;
  return (
    <div>
      <Text size="xs" fw={700}>
        {t('history.typeOf', { type: t(`history.types.${change.type}`) })}{' '}
        <span style={{ fontFamily: 'monospace' }}>{where}</span>
      </Text>
      {change.type === 'change' && (
        <>
          <div className={classes.diffOld}>{change.old}</div>
          <div className={classes.diffNew}>{change.new}</div>
        </>
      )}
      {(change.type === 'newElement' || change.type === 'newLine') && (
        <div className={classes.diffNew}>{change.lines?.join('\n') ?? change.text}</div>
      )}
      {(change.type === 'removedElement' || change.type === 'removedLine') && (
        <div className={classes.diffOld}>{change.lines?.join('\n') ?? change.text}</div>
      )}
    </div>
  );
}

/** A version's differences from the previous one. */
export function ChangeList({ changes }: { changes: ElementChangePayload[] }) {
  const { t } = useTranslation(NS);
  if (changes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('history.noChange')}
      </Text>
    );
  return (
    <Stack gap={6}>
      {changes.map((change, i) => (
        <Entry key={i} change={change} />
      ))}
    </Stack>
  );
}
