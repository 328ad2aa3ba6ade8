import { Badge, Button, Kbd } from '@mantine/core';
import { Group, Stack } from '@/shared/ui/Group';
import { Text } from '@/shared/ui/Text';
import { useTranslation } from '@/shared/i18n';
import type { TranslationSuggestion } from '@millenaire/contracts/translations';
import { useLanguages } from '@/shared/api/get-languages';
import { NS } from '../i18n';
import classes from './Editor.module.css';

/** Alt and the suggestion's number (1 to 5) uses it, from anywhere in its element's row. */
export function suggestionShortcut(event: {
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  code: string;
}): number | null {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null;
  const digit = /^(?:Digit|Numpad)([1-5])$/.exec(event.code);
  return digit ? Number(digit[1]) - 1 : null;
}

interface SuggestionsProps {
  elementKey: string;
  suggestions: TranslationSuggestion[];
  onUse: (key: string, lines: string[]) => void;
}

/** The translation memory's suggestions for one element, each usable in one click or with Alt+its number. */
export function Suggestions({ elementKey, suggestions, onUse }: SuggestionsProps) {
  const { t } = useTranslation(NS);
  const languages = useLanguages();
  const languageName = (code: string) =>
    languages.data?.find((language) => language.lang === code)?.name ?? code;
  return (
    <Stack gap={4} className={classes.suggestions} data-testid={`suggestions-${elementKey}`}>
      <Text size="xs" fw={700} c="dimmed">
        {t('editor.suggestions.title')}
      </Text>
      {suggestions.map((suggestion, i) => (
        <Group key={i} gap="xs" wrap="nowrap" align="start" className={classes.suggestion}>
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="light"
              aria-label={t('editor.suggestions.useLabel', { key: elementKey, number: i + 1 })}
              aria-keyshortcuts={`Alt+${i + 1}`}
              onClick={() => onUse(elementKey, suggestion.lines)}
            >
              {t('editor.suggestions.use')}
            </Button>
            <Kbd size="xs">Alt+{i + 1}</Kbd>
          </Group>
          <div className={classes.suggestionText}>
            <Text size="sm" className={classes.reference}>
              {suggestion.lines.join('\n')}
            </Text>
            <Text size="xs" c="dimmed">
              <Badge
                size="xs"
                // The same text stands out; dark enough for white text at this size.
                variant={suggestion.kind === 'same' ? 'filled' : 'outline'}
                color={suggestion.kind === 'same' ? 'teal.9' : 'gray.8'}
                mr={4}
              >
                {suggestion.kind === 'similar'
                  ? t('editor.suggestions.similar', { percent: suggestion.similarity })
                  : suggestion.kind === 'same'
                    ? t('editor.suggestions.same')
                    : languageName(suggestion.language)}
              </Badge>
              {suggestion.kind === 'related'
                ? t('editor.suggestions.related')
                : t('editor.suggestions.from', {
                    filekey: suggestion.filekey,
                    element: suggestion.element,
                    count: suggestion.uses,
                  })}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}
