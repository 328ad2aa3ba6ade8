import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/shared/theme';

/** What src/app/mantine-styles.ts imports: the site theme's variables and classes. */
export const THEME_CSS_ID = 'virtual:theme.css';
const RESOLVED_ID = `\0${THEME_CSS_ID}`;

type Scheme = keyof ConvertCSSVariablesInput;
const SCHEMES: Scheme[] = ['variables', 'light', 'dark'];

/**
 * The CSS variables of a theme that differ from Mantine's defaults (the
 * stylesheet has those, from default-css-variables.css), as Mantine's
 * provider would write them into every page.
 */
export function themeVariables(
  override: MantineThemeOverride,
  resolver: CSSVariablesResolver,
): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, override);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const own = defaultCssVariablesResolver(merged);
  const extra = resolver(merged);
  const differing = (scheme: Scheme) => {
    const before: Record<string, string | undefined> = defaults[scheme];
    return Object.fromEntries(
      Object.entries({ ...own[scheme], ...extra[scheme] }).filter(
        ([name, value]) => before[name] !== value,
      ),
    );
  };
  const [variables, light, dark] = SCHEMES.map(differing);
  return convertCssVariables({ variables: variables!, light: light!, dark: dark! });
}

/**
 * Mantine's `hiddenFrom` and `visibleFrom` classes at the theme's
 * breakpoints (each ends a hundredth of a pixel before the next starts).
 */
export function breakpointClasses(override: MantineThemeOverride): string {
  const { breakpoints } = mergeMantineTheme(DEFAULT_THEME, override);
  return Object.entries(breakpoints)
    .map(([name, width]) => {
      const ems = parseFloat(width);
      return (
        `@media (max-width: ${ems - 0.1 / 16}em) {.mantine-visible-from-${name} {display: none !important;}}` +
        `@media (min-width: ${width}) {.mantine-hidden-from-${name} {display: none !important;}}`
      );
    })
    .join('');
}

/**
 * The site theme's CSS as a module of the stylesheet, made once at build
 * instead of at every page: Mantine's provider would otherwise compute it and
 * write it into each page as a style element, at each render on the server
 * and again in the browser (a fifth of the server's work on a page's frame).
 */
export function themeCss(): Plugin {
  return {
    name: 'millenaire-theme-css',
    resolveId: (source) => (source === THEME_CSS_ID ? RESOLVED_ID : undefined),
    load: (id) =>
      id === RESOLVED_ID
        ? `${themeVariables(theme, cssVariablesResolver)}\n${breakpointClasses(theme)}\n`
        : undefined,
  };
}
