/** Release descriptions show this many characters until expanded (spec §9). */
export const PREVIEW_LENGTH = 250;

export function previewOf(description: string): string {
  if (description.length <= PREVIEW_LENGTH) return description;
  return `${description.slice(0, PREVIEW_LENGTH)}...`;
}
