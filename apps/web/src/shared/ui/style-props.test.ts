import { describe, expect, it } from 'vitest';
import { color, spacing, withStyleProps } from './style-props';

describe('the style props of the site’s plain elements', () => {
  it('writes spacing as the theme’s steps, pixels as rem, and CSS as given', () => {
    expect(spacing('md')).toBe('var(--mantine-spacing-md)');
    expect(spacing(6)).toBe('0.375rem');
    expect(spacing(0)).toBe('0');
    expect(spacing('2em')).toBe('2em');
  });

  it('reads colours as Mantine’s c prop does', () => {
    expect(color('dimmed')).toBe('var(--mantine-color-dimmed)');
    expect(color('red')).toBe('var(--mantine-color-red-text)');
    expect(color('gray.7')).toBe('var(--mantine-color-gray-7)');
    expect(color('#123456')).toBe('#123456');
  });

  it('turns style props into an inline style the given style overrides, and passes the rest on', () => {
    const { style, rest } = withStyleProps({
      mb: 'md',
      px: 4,
      maw: 760,
      c: 'dimmed',
      fw: 700,
      ff: 'monospace',
      style: { marginBottom: 0 },
      id: 'x',
      'aria-live': 'polite',
    } as const);
    expect(style).toEqual({
      marginBottom: 0,
      paddingLeft: '0.25rem',
      paddingRight: '0.25rem',
      maxWidth: '47.5rem',
      color: 'var(--mantine-color-dimmed)',
      fontWeight: 700,
      fontFamily: 'var(--mantine-font-family-monospace)',
    });
    expect(rest).toEqual({ id: 'x', 'aria-live': 'polite' });
  });

  it('leaves an element without style props without a style', () => {
    expect(withStyleProps({ id: 'x', style: undefined }).style).toBeUndefined();
    const unset: { mt?: number; title: string } = { mt: undefined, title: 't' };
    expect(withStyleProps(unset)).toEqual({
      style: undefined,
      rest: { title: 't' },
    });
  });
});
