import { Button } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import type { CheckDismissal, CheckDismissalInput } from '@millenaire/contracts/translations';
import { dismissalKey, type LineFinding } from '@millenaire/modfiles';
import { NS } from '../i18n';
import classes from './Editor.module.css';

/** The file's checks said not to be problems, and (for a translator) saying so or taking it back. */
export interface Dismissals {
  said: Map<string, CheckDismissal>;
  onSet?: (input: CheckDismissalInput & { dismissed: boolean }) => void;
  pending: boolean;
}

/**
 * Each check's finding in words: which line (when there are several), what,
 * and which marks; a translator may say one is not a problem for this value
 * of the line (then shown dimmed, with who said so, and a way back).
 */
export function Findings({
  elementKey,
  findings,
  lines,
  values,
  dismissals,
}: {
  elementKey: string;
  findings: LineFinding[];
  lines: number;
  values: string[];
  dismissals: Dismissals;
}) {
  const { t } = useTranslation(NS);
  if (findings.length === 0) return null;
  const list = (items: string[] | undefined) => (items ?? []).join(' ');
  return (
    <Stack gap={0} data-testid={`checks-${elementKey}`}>
      {findings.map((finding, i) => {
        const details = [
          finding.missing ? t('checks.missing', { list: list(finding.missing) }) : '',
          finding.extra ? t('checks.extra', { list: list(finding.extra) }) : '',
        ]
          .filter(Boolean)
          .join(t('checks.and'));
        const marks = (finding.missing ?? []).map((mark) => t('checks.mark', { mark })).join(', ');
        const text = t(`checks.${finding.code}`, { details, marks });
        const value = values[finding.line] ?? '';
        const said = dismissals.said.get(
          dismissalKey(elementKey, finding.line, finding.code, value),
        );
        const { onSet } = dismissals;
        const toggle = () =>
          onSet?.({
            element: elementKey,
            line: finding.line,
            code: finding.code,
            value,
            dismissed: !said,
          });
        return (
          <Group key={i} gap={6} style={{ rowGap: 0 }} align="baseline">
            <Text
              size="xs"
              className={said ? undefined : classes.warn}
              c={said ? 'dimmed' : undefined}
            >
              {lines > 1 ? t('checks.onLine', { line: finding.line + 1, text }) : text}
              {said && ` ${t('checks.dismissed', { by: said.by ?? t('checks.someone') })}`}
            </Text>
            {onSet && (
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={dismissals.pending}
                onClick={toggle}
              >
                {said ? t('checks.undo') : t('checks.dismiss')}
              </Button>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
