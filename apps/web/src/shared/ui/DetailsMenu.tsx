import type { ReactNode } from 'react';
import classes from './DetailsMenu.module.css';

interface DetailsMenuProps {
  /** What the summary shows: the scripted menu's button, as it looks. */
  label: ReactNode;
  /** The menu's links. */
  children: ReactNode;
  /** Which edge of the summary the list lines up with. */
  align?: 'start' | 'end';
  className?: string;
}

/**
 * A menu the browser opens by itself: a native <details> holding the
 * scripted menu's links. The server's page carries it in the scripted menu's
 * place, so the menu works without JavaScript and on a slow phone before the
 * scripts have run; once hydrated, the page draws the scripted menu instead.
 */
export function DetailsMenu({ label, children, align = 'end', className }: DetailsMenuProps) {
  return (
    <details className={className ? `${classes.menu} ${className}` : classes.menu}>
      <summary className={classes.summary}>{label}</summary>
      <div className={classes.dropdown} data-align={align}>
        {children}
      </div>
    </details>
  );
}
