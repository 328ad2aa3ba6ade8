import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DiffPart } from '@millenaire/contracts/encyclopedia';
import { NS } from '../i18n';
import classes from './Edit.module.css';

const SIGN = { same: ' ', added: '+', removed: '−' } as const;

/** A line-by-line diff: removed lines in red, added ones in green, kept ones plain. */
export function DiffView({ parts }: { parts: DiffPart[] }) {
  const { t } = useTranslation(NS);
  if (!parts.some((p) => p.kind !== 'same')) {
    return (
      <Text size="sm" c="dimmed">
        {t('history.noChange')}
      </Text>
    );
  }
  return (
    <pre className={classes.diff}>
      {parts.flatMap((part, i) =>
        part.lines.map((line, j) => (
          <span key={`${i}-${j}`} className={classes[part.kind]}>
            <span aria-hidden>{SIGN[part.kind]} </span>
            {part.kind !== 'same' && (
              <span className={classes.srOnly}>
                {t('history.lineMark', {
                  change: t(part.kind === 'added' ? 'history.added' : 'history.deleted'),
                })}
              </span>
            )}
            {line}
            {'\n'}
          </span>
        )),
      )}
    </pre>
  );
}
