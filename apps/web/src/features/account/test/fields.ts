import { fireEvent, screen } from '@testing-library/react';

/** Fills the field labelled `label` (required ones end with an asterisk). */
export function fill(label: string, value: string): void {
  const escaped = label.replace(/[()?]/g, '\\$&');
  const input = screen.getByLabelText(new RegExp(`^${escaped}\\s*\\*?$`));
  fireEvent.change(input, { target: { value } });
}

/** The body of the first call made to `url`, parsed. */
export function sentBody(calls: [RequestInfo | URL, RequestInit?][], url: string): unknown {
  const init = calls.find(([called]) => called.toString() === url)?.[1];
  return init?.body === undefined ? undefined : JSON.parse(String(init.body));
}
