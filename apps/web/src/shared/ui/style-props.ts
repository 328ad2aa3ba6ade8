import type { CSSProperties } from 'react';

/** A size of the theme's scale, a number of pixels (written in rem) or any CSS length. */
export type Size = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number | (string & {});

/**
 * The spacing, size and text props the site's plain elements take, named as
 * Mantine names them (`mb="md"`, `c="dimmed"`, `fw={700}`) so a component
 * reads the same whichever draws it. Each becomes one declaration of the
 * element's inline style: nothing to look up at render.
 */
export interface StyleProps {
  m?: Size;
  mt?: Size;
  mb?: Size;
  ml?: Size;
  mr?: Size;
  mx?: Size;
  my?: Size;
  p?: Size;
  pt?: Size;
  pb?: Size;
  pl?: Size;
  pr?: Size;
  px?: Size;
  py?: Size;
  w?: Size;
  h?: Size;
  maw?: Size;
  miw?: Size;
  mih?: Size;
  /** A colour: 'dimmed', a theme colour ('red', its text shade) or one of its shades ('gray.7'). */
  c?: string;
  fw?: CSSProperties['fontWeight'];
  fs?: CSSProperties['fontStyle'];
  /** 'monospace' is the theme's monospace family. */
  ff?: 'monospace' | (string & {});
  ta?: CSSProperties['textAlign'];
  display?: CSSProperties['display'];
}

/** Class names joined, the absent ones left out. */
export const joinClasses = (...names: (string | false | undefined)[]) =>
  names.filter(Boolean).join(' ');

const SCALE = new Set(['xs', 'sm', 'md', 'lg', 'xl']);

/** A length: a step of the theme's spacing, pixels as rem, or CSS as written. */
export function spacing(value: Size): string {
  if (typeof value === 'number') return value === 0 ? '0' : `${value / 16}rem`;
  return SCALE.has(value) ? `var(--mantine-spacing-${value})` : value;
}

/** A width or height: pixels as rem, anything else as written. */
function length(value: Size): string {
  return typeof value === 'number' ? `${value / 16}rem` : value;
}

/**
 * A theme colour's variable: a shade ('gray.7') or, for a bare name ('red'),
 * the given variant of it (its text colour, its filled colour); any other
 * CSS colour as written.
 */
export function themeColor(value: string, variant: 'text' | 'filled'): string {
  const [name, shade] = value.split('.');
  if (!/^[a-z]+$/.test(name!)) return value;
  return `var(--mantine-color-${name}-${shade ?? variant})`;
}

/** A colour as Mantine's `c` prop reads it. */
export function color(value: string): string {
  if (value === 'dimmed' || value === 'bright') return `var(--mantine-color-${value})`;
  return themeColor(value, 'text');
}

type Style = Record<string, unknown>;

const set =
  (properties: string[], format: (value: never) => unknown) => (style: Style, value: never) => {
    for (const property of properties) style[property] = format(value);
  };

const identity = (value: never) => value;

/** How each style prop writes its declarations. */
const WRITERS: Record<keyof StyleProps, (style: Style, value: never) => void> = {
  m: set(['margin'], spacing),
  mx: set(['marginLeft', 'marginRight'], spacing),
  my: set(['marginTop', 'marginBottom'], spacing),
  mt: set(['marginTop'], spacing),
  mb: set(['marginBottom'], spacing),
  ml: set(['marginLeft'], spacing),
  mr: set(['marginRight'], spacing),
  p: set(['padding'], spacing),
  px: set(['paddingLeft', 'paddingRight'], spacing),
  py: set(['paddingTop', 'paddingBottom'], spacing),
  pt: set(['paddingTop'], spacing),
  pb: set(['paddingBottom'], spacing),
  pl: set(['paddingLeft'], spacing),
  pr: set(['paddingRight'], spacing),
  w: set(['width'], length),
  h: set(['height'], length),
  maw: set(['maxWidth'], length),
  miw: set(['minWidth'], length),
  mih: set(['minHeight'], length),
  c: set(['color'], color),
  fw: set(['fontWeight'], identity),
  fs: set(['fontStyle'], identity),
  ff: set(['fontFamily'], (value: string) =>
    value === 'monospace' ? 'var(--mantine-font-family-monospace)' : value,
  ),
  ta: set(['textAlign'], identity),
  display: set(['display'], identity),
};

/**
 * Splits a component's props into its style props, written as an inline style
 * merged with the one given (which wins), and the rest, for the element.
 */
export function withStyleProps<P extends StyleProps & { style?: CSSProperties }>(
  props: P,
): { style: CSSProperties | undefined; rest: Omit<P, keyof StyleProps | 'style'> } {
  let style: Style | undefined;
  const rest: Record<string, unknown> = {};
  for (const key in props) {
    const value = props[key];
    if (!Object.hasOwn(WRITERS, key)) {
      if (key !== 'style') rest[key] = value;
    } else if (value !== undefined) {
      WRITERS[key as keyof StyleProps]((style ??= {}), value as never);
    }
  }
  return {
    style: style ? { ...(style as CSSProperties), ...props.style } : props.style,
    rest: rest as Omit<P, keyof StyleProps | 'style'>,
  };
}
