import { Paper } from '@/shared/ui/Paper';
import { Text } from '@/shared/ui/Text';
import type { HofItem } from '@millenaire/contracts/halloffame';
import classes from './HallOfFame.module.css';

export const AVATAR_SIZE = 112;

/** One person of the hall of fame: the avatar, then the lines, the first in bold. */
export function HofCard({ item }: { item: HofItem }) {
  const [first = '', ...rest] = item.text;
  return (
    <Paper withBorder p="md" className={classes.card} role="listitem" aria-label={first}>
      <img
        className={classes.avatar}
        src={`/libraryres/img/${encodeURIComponent(item.avatar)}`}
        alt=""
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        loading="lazy"
        decoding="async"
      />
      <div className={classes.lines}>
        <Text fw={700} size="lg" className={classes.line}>
          {first}
        </Text>
        {rest.map((line, index) => (
          <Text key={index} size="sm" className={classes.line}>
            {line}
          </Text>
        ))}
      </div>
    </Paper>
  );
}
