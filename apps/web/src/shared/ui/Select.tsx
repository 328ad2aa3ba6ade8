import { useId, type CSSProperties, type ReactNode } from 'react';
import classes from './Select.module.css';

/** One choice of a Select. */
export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps {
  /** Shown above the list; without it, give `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  data: SelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** The form field's name, for a form that works without scripts. */
  name?: string;
  /** Its width in pixels (on a phone: the whole line when `fullOnPhone`). */
  width?: number;
  fullOnPhone?: boolean;
  size?: 'xs' | 'sm';
  /** A choice is needed to send the form (its label marked with an asterisk). */
  required?: boolean;
}

/**
 * The site's choice lists: the browser's own select (typing a choice's first
 * letters finds it; a phone shows its own picker) with the site's look, and
 * nothing else to load or run.
 */
export function Select({
  label,
  'aria-label': ariaLabel,
  data,
  value,
  onChange,
  name,
  width,
  fullOnPhone,
  size = 'sm',
  required,
}: SelectProps) {
  const id = useId();
  const style =
    width === undefined ? undefined : ({ '--select-width': `${width}px` } as CSSProperties);
  return (
    <div className={classes.root} style={style} data-full-on-phone={fullOnPhone || undefined}>
      {label !== undefined && (
        <label className={classes.label} htmlFor={id}>
          {label}
          {required && (
            <span className={classes.required} aria-hidden>
              {' *'}
            </span>
          )}
        </label>
      )}
      <select
        id={id}
        className={classes.select}
        data-size={size}
        name={name}
        required={required}
        aria-label={ariaLabel}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {data.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
