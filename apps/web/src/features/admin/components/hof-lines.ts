/** Most lines an entry may have, and characters per line (the server's limits). */
export const MAX_LINES = 12;
export const MAX_LINE_LENGTH = 300;

/** The lines typed in a text box: trimmed, blank ones dropped. */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** True when the server would take these lines: 1 to 12, none over 300 characters. */
export function validLines(lines: string[]): boolean {
  return (
    lines.length >= 1 &&
    lines.length <= MAX_LINES &&
    lines.every((line) => line.length <= MAX_LINE_LENGTH)
  );
}
