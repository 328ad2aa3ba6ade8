import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '../src/shared/theme';
import { breakpointClasses, themeVariables } from './theme-css';

/** The style elements Mantine's provider writes into a page for this theme, by their data attribute. */
function providerStyles(): Record<string, string> {
  const html = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, forceColorScheme: 'light' }),
  );
  const styles: Record<string, string> = {};
  for (const [, kind = '', css = ''] of html.matchAll(
    /<style data-mantine-styles="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g,
  )) {
    styles[kind] = css;
  }
  return styles;
}

describe("the theme's CSS, made at build", () => {
  it("holds the very variables Mantine's provider writes into every page", () => {
    const written = providerStyles();
    expect(written.true).toContain('--mantine-color-ochre-7');
    expect(themeVariables(theme, cssVariablesResolver)).toBe(written.true);
  });

  it('holds the breakpoint classes the provider writes', () => {
    expect(breakpointClasses(theme)).toBe(providerStyles().classes);
  });

  it("names the site's own variables", () => {
    const css = themeVariables(theme, cssVariablesResolver);
    expect(css).toContain('--app-header-bg: #2b1f15');
    expect(css).toContain('--mantine-color-body: #f7f1e6');
  });
});
