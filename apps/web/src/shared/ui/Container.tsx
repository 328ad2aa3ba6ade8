import type { ComponentPropsWithoutRef } from 'react';
import { joinClasses, withStyleProps, type StyleProps } from './style-props';
import classes from './Container.module.css';

interface ContainerProps extends StyleProps, ComponentPropsWithoutRef<'div'> {
  /** The widest it gets: 'md' (60rem) or 'xl' (82.5rem, the page's frame). */
  size?: 'md' | 'xl';
}

/** The page's column: centred, as wide as its size at most, with room at the sides. */
export function Container({ size = 'md', className, ...props }: ContainerProps) {
  const { style, rest } = withStyleProps(props);
  const names = joinClasses(classes.container, classes[size], className);
  return <div {...rest} className={names} style={style} />;
}
