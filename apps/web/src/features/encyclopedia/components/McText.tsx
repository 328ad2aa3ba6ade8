import { Fragment, type CSSProperties } from 'react';
import { parseText, type TextRun } from '../mc-text';

function runStyle(run: TextRun): CSSProperties | undefined {
  const decoration = [run.underline && 'underline', run.strike && 'line-through']
    .filter(Boolean)
    .join(' ');
  const style: CSSProperties = {
    color: run.colour,
    fontWeight: run.bold ? 700 : undefined,
    fontStyle: run.italic ? 'italic' : undefined,
    textDecoration: decoration || undefined,
  };
  return Object.values(style).some((v) => v !== undefined) ? style : undefined;
}

/** A travel-book text with its colour and style codes and its `<ret>` line breaks. */
export function McText({ text, colour }: { text: string; colour?: string | undefined }) {
  return parseText(text, colour).map((runs, line) => (
    <Fragment key={line}>
      {line > 0 && <br />}
      {runs.map((run, i) => (
        <span key={i} style={runStyle(run)}>
          {run.text}
        </span>
      ))}
    </Fragment>
  ));
}
