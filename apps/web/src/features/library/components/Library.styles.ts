/** A file picker's placeholder, dark enough to read on white (WCAG AA). */
export const PLACEHOLDER_STYLES = { placeholder: { color: 'var(--mantine-color-gray-7)' } };
