import type { ReactNode, SyntheticEvent } from 'react';
import { IconChevronDown } from '@tabler/icons-react';
import classes from './MoreDetails.module.css';

interface MoreDetailsProps {
  /** The toggle's words while closed ("Show more") and while open ("Show less"). */
  more: string;
  less: string;
  onToggle?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * Text hidden behind a "Show more" toggle. A native <details>: the browser
 * opens it, so the text is in the server's page and opens without JavaScript.
 */
export function MoreDetails({ more, less, onToggle, children }: MoreDetailsProps) {
  const toggled = onToggle
    ? (event: SyntheticEvent<HTMLDetailsElement>) => onToggle(event.currentTarget.open)
    : undefined;
  return (
    <details className={classes.details} onToggle={toggled}>
      <summary className={classes.toggle}>
        <span className={classes.whenClosed}>{more}</span>
        <span className={classes.whenOpen}>{less}</span>
        <IconChevronDown size={14} aria-hidden className={classes.chevron} />
      </summary>
      {children}
    </details>
  );
}
