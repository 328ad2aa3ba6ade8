import classes from './CountdownRing.module.css';

const SIZE = 120;
const THICKNESS = 10;
const RADIUS = (SIZE - THICKNESS) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A ring filling clockwise as the seconds pass, the seconds left in its middle. */
export function CountdownRing({ left, total }: { left: number; total: number }) {
  const done = (total - left) / total;
  return (
    <div className={classes.ring} aria-hidden>
      <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`}>
        <circle className={classes.track} cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} />
        <circle
          className={classes.done}
          cx={SIZE / 2}
          cy={SIZE / 2}
          r={RADIUS}
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - done)}
        />
      </svg>
      <span className={classes.seconds}>{left}</span>
    </div>
  );
}
