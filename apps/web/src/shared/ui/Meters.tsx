import type { ReactNode } from 'react';
import { spacing, themeColor, type Size } from './style-props';
import classes from './Meters.module.css';

interface ProgressProps {
  /** How full, from 0 to 100. */
  value: number;
  /** The bar's colour (default the theme's). */
  color?: string;
  size?: 'xs' | 'sm' | 'md';
  mt?: Size;
  'aria-label': string;
}

/** A thin bar filled to a share, announced as a progress bar of that value. */
export function Progress({ value, color = 'ochre', size = 'md', mt, ...props }: ProgressProps) {
  const shown = Math.min(100, Math.max(0, value));
  return (
    <div
      {...props}
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={shown}
      className={`${classes.progress} ${classes[size]}`}
      style={mt === undefined ? undefined : { marginTop: spacing(mt) }}
    >
      <div
        className={classes.bar}
        style={{ width: `${shown}%`, background: themeColor(color, 'filled') }}
      />
    </div>
  );
}

interface ThemeIconProps {
  children: ReactNode;
  /** Its side in pixels. */
  size: number;
  /** 'light' (a pale disc, the default) or 'filled' (the colour itself, the icon white). */
  variant?: 'light' | 'filled';
  color?: string;
  /** Its corners: the theme's radius 'md' or 'xl' (default, a disc at these sizes). */
  radius?: 'md' | 'xl';
  'aria-hidden'?: boolean;
}

/** An icon on a disc (or a rounded square) of a theme colour. */
export function ThemeIcon({
  children,
  size,
  variant = 'light',
  color = 'ochre',
  radius = 'xl',
  ...props
}: ThemeIconProps) {
  const light = variant === 'light';
  return (
    <span
      {...props}
      className={classes.icon}
      style={{
        width: `${size / 16}rem`,
        height: `${size / 16}rem`,
        borderRadius: `var(--mantine-radius-${radius})`,
        color: light ? `var(--mantine-color-${color}-light-color)` : 'var(--mantine-color-white)',
        background: light ? `var(--mantine-color-${color}-light)` : themeColor(color, 'filled'),
      }}
    >
      {children}
    </span>
  );
}
