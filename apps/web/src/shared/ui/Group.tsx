import {
  createElement,
  type ComponentPropsWithoutRef,
  type CSSProperties,
  type ElementType,
} from 'react';
import { joinClasses, spacing, withStyleProps, type Size, type StyleProps } from './style-props';
import classes from './Group.module.css';

interface FlexProps extends StyleProps, ComponentPropsWithoutRef<'div'> {
  /** The room between children: a step of the theme's spacing or pixels (default 'md'). */
  gap?: Size;
  justify?: CSSProperties['justifyContent'];
  align?: CSSProperties['alignItems'];
  /** Another element: 'nav', 'ul', 'li'… */
  component?: ElementType;
  'data-testid'?: string;
}

interface GroupProps extends FlexProps {
  /** 'nowrap' keeps the children on one line (default 'wrap'). */
  wrap?: CSSProperties['flexWrap'];
  /** The children share the row's width equally. */
  grow?: boolean;
}

function flex(
  base: string,
  { gap, justify, align, component, className, ...props }: FlexProps,
  extra: CSSProperties,
) {
  const { style, rest } = withStyleProps(props);
  const layout: CSSProperties = { ...extra };
  if (gap !== undefined) layout.gap = spacing(gap);
  if (justify !== undefined) layout.justifyContent = justify;
  if (align !== undefined) layout.alignItems = align;
  const laidOut = Object.keys(layout).length > 0;
  return createElement(component ?? 'div', {
    ...rest,
    className: joinClasses(base, className),
    style: laidOut ? { ...layout, ...style } : style,
  });
}

/** Children in a row that wraps, centred on their line, 'md' apart: a plain flex box. */
export function Group({ wrap, grow, ...props }: GroupProps) {
  return flex(
    joinClasses(classes.group, grow && classes.grow),
    props,
    wrap === undefined ? {} : { flexWrap: wrap },
  );
}

/** Children one under the other, 'md' apart: a plain flex column. */
export function Stack(props: FlexProps) {
  return flex(classes.stack!, props, {});
}
