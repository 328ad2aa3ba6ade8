import { Text, type TextSize } from '@/shared/ui/Text';
import { completionColour } from '@millenaire/contracts/translations';
import { formatPercent } from '@/shared/format-number';
import { useSiteLanguage } from '@/shared/i18n';
import classes from './Editor.module.css';

/** A completion percentage in the spec's colour: over 99 green, over 50 blue, else red. */
export function Completion({ percentage, size = 'sm' }: { percentage: number; size?: TextSize }) {
  const colour = completionColour(percentage);
  const language = useSiteLanguage();
  return (
    <Text component="span" fw={700} size={size} className={classes[colour]} data-colour={colour}>
      {formatPercent(percentage, language)}
    </Text>
  );
}
