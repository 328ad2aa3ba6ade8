import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import { joinClasses } from './style-props';
import classes from './Table.module.css';

interface TableProps extends ComponentPropsWithoutRef<'table'> {
  /** Every other body row shaded. */
  striped?: boolean;
  /** The row under the pointer shaded. */
  highlightOnHover?: boolean;
  /** Room above and below each cell's text. */
  verticalSpacing?: 'xs' | 'sm';
  /** A table of facts: one heading cell then its value on each row. */
  variant?: 'vertical';
  /** Column widths from the first row, not the content. */
  layout?: 'fixed';
  withTableBorder?: boolean;
  withColumnBorders?: boolean;
}

/**
 * The site's tables: plain table elements with the site's look (rows
 * ruled, optionally striped and shaded under the pointer), and nothing to
 * run in the browser. Parts: Table.Thead, Table.Tbody, Table.Tr, Table.Th,
 * Table.Td, and Table.ScrollContainer for tables wider than a phone.
 */
export function Table({
  striped,
  highlightOnHover,
  verticalSpacing,
  variant,
  layout,
  withTableBorder,
  withColumnBorders,
  className,
  ...props
}: TableProps) {
  return (
    <table
      {...props}
      className={joinClasses(classes.table, className)}
      data-striped={striped || undefined}
      data-hover={highlightOnHover || undefined}
      data-spacing={verticalSpacing}
      data-variant={variant}
      data-layout={layout}
      data-border={withTableBorder || undefined}
      data-column-borders={withColumnBorders || undefined}
    />
  );
}

// The parts are the plain elements: nothing to add to them.
Table.Thead = 'thead' as const;
Table.Tbody = 'tbody' as const;
Table.Tr = 'tr' as const;
Table.Th = 'th' as const;
Table.Td = 'td' as const;

interface ScrollContainerProps extends ComponentPropsWithoutRef<'div'> {
  /** Below this width (px) the table scrolls sideways instead of squeezing. */
  minWidth: number;
}

/** Scrolls a wide table sideways on a narrow window, the page itself staying still. */
Table.ScrollContainer = function TableScrollContainer({
  minWidth,
  className,
  children,
  style,
  ...props
}: ScrollContainerProps) {
  return (
    <div
      {...props}
      className={joinClasses(classes.scroll, className)}
      style={{ ...style, '--table-min-width': `${minWidth}px` } as CSSProperties}
    >
      {children}
    </div>
  );
};
