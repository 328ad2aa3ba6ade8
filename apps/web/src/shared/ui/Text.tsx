import { createElement, type ComponentPropsWithoutRef, type ElementType } from 'react';
import { joinClasses, withStyleProps, type StyleProps } from './style-props';
import classes from './Text.module.css';

/** A step of the theme's scale of font sizes, or of its screen widths. */
export type TextSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

interface TextProps extends StyleProps, ComponentPropsWithoutRef<'p'> {
  /** The theme's font size and line height: 'xs' to 'xl' (default: the page's). */
  size?: TextSize;
  /** A `<span>` rather than a paragraph. */
  span?: boolean;
  /** Another element: 'span', 'label', 'div'… */
  component?: ElementType;
  /** Cut after this many lines, with an ellipsis. */
  lineClamp?: number;
  /** One line, ending in an ellipsis when longer. */
  truncate?: boolean;
  /** Hidden from this screen width up, or shown from it (the theme's breakpoint classes). */
  hiddenFrom?: TextSize;
  visibleFrom?: TextSize;
  'data-testid'?: string;
}

/**
 * A paragraph (or a span) of the site's text: a plain element, its size and
 * colour from the theme's variables. Takes the spacing and text props
 * (`mb`, `c`, `fw`, `ta`…) as Mantine names them.
 */
export function Text({
  size,
  span,
  component,
  lineClamp,
  truncate,
  hiddenFrom,
  visibleFrom,
  className,
  ...props
}: TextProps) {
  const { style, rest } = withStyleProps(props);
  return createElement(component ?? (span ? 'span' : 'p'), {
    ...rest,
    className: joinClasses(
      classes.text,
      size && classes[size],
      lineClamp !== undefined && classes.clamp,
      truncate && classes.truncate,
      hiddenFrom && `mantine-hidden-from-${hiddenFrom}`,
      visibleFrom && `mantine-visible-from-${visibleFrom}`,
      className,
    ),
    style: lineClamp === undefined ? style : { ...style, WebkitLineClamp: lineClamp },
  });
}

type Heading = 1 | 2 | 3 | 4 | 5 | 6;

interface TitleProps extends StyleProps, ComponentPropsWithoutRef<'h2'> {
  /** The heading's level: `<h1>` to `<h6>`. */
  order?: Heading;
  /** Drawn as another level's heading ('h3'), the level staying its own. */
  size?: `h${Heading}`;
}

/** A heading in the theme's headings font, sized as its level (or as `size`). */
export function Title({ order = 1, size, className, ...props }: TitleProps) {
  const { style, rest } = withStyleProps(props);
  return createElement(`h${order}`, {
    ...rest,
    className: joinClasses(classes.title, classes[size ?? `h${order}`], className),
    style,
  });
}
