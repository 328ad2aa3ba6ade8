import { Text } from '@/shared/ui/Text';
import { diffWords } from 'diff';
import { useTranslation } from '@/shared/i18n';
import { NS } from '../i18n';
import classes from './Edit.module.css';

/** Block ends and line breaks become new lines, so paragraphs stay apart in the text. */
const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi;

/**
 * What a reader sees of a description: its words, without the markup. The
 * browser's parser reads the HTML into a document that is never shown, so
 * nothing in it loads or runs.
 */
export function readableText(html: string | null): string {
  if (!html) return '';
  const document = new DOMParser().parseFromString(html.replace(BLOCK_END, '$&\n'), 'text/html');
  return (document.body.textContent ?? '').replace(/\n{2,}/g, '\n').trim();
}

/**
 * The words one version changed in the text before it, as a reader sees the
 * text: removed words struck through in red, added ones in green.
 */
export function DiffView({ before, after }: { before: string | null; after: string | null }) {
  const { t } = useTranslation(NS);
  const changes = diffWords(readableText(before), readableText(after));
  if (!changes.some((change) => change.added || change.removed)) {
    return (
      <Text size="sm" c="dimmed">
        {t('history.noChange')}
      </Text>
    );
  }
  return (
    <p className={classes.diff}>
      {changes.map((change, i) => {
        if (!change.added && !change.removed) return <span key={i}>{change.value}</span>;
        const Mark = change.added ? 'ins' : 'del';
        return (
          <Mark key={i} className={change.added ? classes.added : classes.removed}>
            <span className={classes.srOnly}>
              {t('history.lineMark', {
                change: t(change.added ? 'history.added' : 'history.deleted'),
              })}
            </span>
            {change.value}
          </Mark>
        );
      })}
    </p>
  );
}
