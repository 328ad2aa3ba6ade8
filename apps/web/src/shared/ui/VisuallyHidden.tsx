import type { ComponentPropsWithoutRef } from 'react';
import { joinClasses } from './style-props';
import classes from './VisuallyHidden.module.css';

/** Text read by screen readers and not shown. */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithoutRef<'span'>) {
  return <span {...props} className={joinClasses(classes.hidden, className)} />;
}
