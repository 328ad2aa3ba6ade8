import {
  createElement,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ElementType,
} from 'react';
import { joinClasses, spacing, withStyleProps, type Size, type StyleProps } from './style-props';
import classes from './Paper.module.css';

interface PaperProps extends StyleProps, ComponentPropsWithoutRef<'div'> {
  /** A thin grey border. */
  withBorder?: boolean;
  shadow?: 'xs' | 'sm' | 'md';
  radius?: 'sm' | 'md' | 'lg';
  /** Another element: 'section', 'article', 'li'… */
  component?: ElementType;
  'data-testid'?: string;
}

function surface(
  base: string,
  { withBorder, shadow, radius, component, className, ...props }: PaperProps,
  variables: CSSProperties | undefined,
) {
  const { style, rest } = withStyleProps(props);
  const look: Record<string, string> = {};
  if (shadow) look.boxShadow = `var(--mantine-shadow-${shadow})`;
  if (radius) look.borderRadius = `var(--mantine-radius-${radius})`;
  const own = variables || shadow || radius ? { ...variables, ...look, ...style } : style;
  return createElement(component ?? 'div', {
    ...rest,
    className: joinClasses(base, withBorder && classes.border, className),
    style: own,
  });
}

/** A white surface with the theme's rounded corners: a plain element. */
export function Paper(props: PaperProps) {
  return surface(classes.paper!, props, undefined);
}

interface CardProps extends PaperProps {
  /** The room inside the card, which its sections reach across (default 'md'). */
  padding?: Size;
}

/** A Paper laid out as a column, with room inside that `Card.Section` reaches across. */
export function Card({ padding, ...props }: CardProps) {
  return surface(
    `${classes.paper} ${classes.card}`,
    props,
    padding === undefined ? undefined : ({ '--card-padding': spacing(padding) } as CSSProperties),
  );
}

/** A part of a card from edge to edge (a picture): it ignores the card's room at its sides. */
Card.Section = function CardSection({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div {...props} className={joinClasses(classes.section, className)} />;
};
