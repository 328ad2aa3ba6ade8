import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import classes from './DetailsMenu.module.css';

interface DetailsMenuProps {
  /** What the summary shows: the menu's button. */
  label: ReactNode;
  /** The menu's links (and buttons, headings, <hr> separators). */
  children: ReactNode;
  /** Which edge of the summary the list lines up with. */
  align?: 'start' | 'end';
  /** 'wide' for items of two lines (a member's notifications). */
  width?: 'normal' | 'wide';
  className?: string;
  /** The summary's tooltip. */
  title?: string;
}

/**
 * The site's header menus: a native <details> disclosure holding links. The
 * browser opens and closes it by itself, so it works as soon as the page's
 * HTML has arrived, without JavaScript, and costs the first page no script
 * of a menu library. Once the page's scripts run it also closes as a menu
 * does: with Escape (focus back on its button), with a click or tap outside,
 * when focus leaves it, and after one of its links or buttons is chosen.
 */
export function DetailsMenu({
  label,
  children,
  align = 'end',
  width = 'normal',
  className,
  title,
}: DetailsMenuProps) {
  const ref = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, []);

  const close = (focusButton: boolean) => {
    const details = ref.current;
    if (!details?.open) return;
    details.open = false;
    if (focusButton) details.querySelector('summary')?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !ref.current?.open) return;
    event.preventDefault();
    close(true);
  };
  return (
    <details
      ref={ref}
      className={className ? `${classes.menu} ${className}` : classes.menu}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) close(false);
      }}
    >
      <summary className={classes.summary} title={title}>
        {label}
      </summary>
      <div
        className={classes.dropdown}
        data-align={align}
        data-width={width}
        onClick={(event) => {
          if ((event.target as Element).closest('a, button')) close(false);
        }}
      >
        {children}
      </div>
    </details>
  );
}
