import { createElement, type ComponentPropsWithoutRef, type CSSProperties } from 'react';
import classes from './Columns.module.css';

type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl';
/** A number of equal columns, or the columns' sizes as CSS writes them ('7fr 5fr'). */
type ColumnsAt = number | string;

interface ColumnsProps extends ComponentPropsWithoutRef<'div'> {
  /** The columns from each screen width up (Mantine's breakpoints); one column below the first. */
  cols: ColumnsAt | Partial<Record<Breakpoint, ColumnsAt>>;
  /** The room between columns and rows. */
  spacing?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** A list of items ('ul') rather than a block. */
  as?: 'div' | 'ul';
}

/** Column sizes that let a long word or a wide table shrink instead of pushing the page wider. */
function template(at: ColumnsAt): string {
  if (typeof at === 'number') return `repeat(${at}, minmax(0, 1fr))`;
  return at
    .split(/\s+/)
    .map((size) => `minmax(0, ${size})`)
    .join(' ');
}

/**
 * Children side by side in columns that follow the screen's width: plain CSS
 * grid, the same on the server and in the browser, and nothing to run.
 *   <Columns cols={{ base: 1, sm: 2 }} spacing="sm">…</Columns>
 *   <Columns cols={{ base: 1, md: '7fr 5fr' }} spacing="lg">…</Columns>
 */
export function Columns({
  cols,
  spacing = 'md',
  as: Element = 'div',
  className,
  style,
  ...props
}: ColumnsProps) {
  const widths = typeof cols === 'object' ? cols : { base: cols };
  const variables = Object.fromEntries(
    Object.entries(widths).map(([breakpoint, at]) => [`--columns-${breakpoint}`, template(at)]),
  );
  return createElement(Element, {
    ...props,
    className: className ? `${classes.columns} ${className}` : classes.columns,
    style: {
      ...variables,
      '--columns-gap': `var(--mantine-spacing-${spacing})`,
      ...style,
    } as CSSProperties,
  });
}
