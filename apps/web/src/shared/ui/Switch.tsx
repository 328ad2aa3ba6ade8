import { useId, type ReactNode } from 'react';
import classes from './Switch.module.css';

interface SwitchProps {
  label: ReactNode;
  /** A line under the label saying what the choice does. */
  description?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The site's on/off choices: the browser's own checkbox, announced as a
 * switch, drawn by the stylesheet as a track and a thumb; nothing else to load
 * or run. Space toggles it; its label does too.
 */
export function Switch({ label, description, checked, disabled, onChange }: SwitchProps) {
  const hint = useId();
  return (
    <div className={classes.root} data-disabled={disabled || undefined}>
      <label className={classes.body}>
        <input
          type="checkbox"
          role="switch"
          className={classes.input}
          checked={checked}
          disabled={disabled}
          aria-describedby={description === undefined ? undefined : hint}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <span className={classes.track} aria-hidden />
        <span className={classes.label}>{label}</span>
      </label>
      {description !== undefined && (
        <p id={hint} className={classes.description}>
          {description}
        </p>
      )}
    </div>
  );
}
