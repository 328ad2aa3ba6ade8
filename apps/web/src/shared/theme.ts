import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import type { Area } from '@millenaire/contracts/routes';

/** Warm ochre, like the timber and clay of the mod's villages; shade 7 passes AA on white. */
const ochre: MantineColorsTuple = [
  '#fcf5ec',
  '#f5e6d0',
  '#ebcb9f',
  '#e0ae6b',
  '#d69542',
  '#c98129',
  '#b36c1c',
  '#9a5514',
  '#80450f',
  '#66370b',
];

const SERIF = '"Palatino Linotype", Palatino, "Book Antiqua", "URW Palladio L", Georgia, serif';

export const theme = createTheme({
  primaryColor: 'ochre',
  primaryShade: 7,
  colors: { ochre },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
  headings: { fontFamily: SERIF, fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // A link in a sentence is told from the words around it by more than its colour.
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--app-header-bg': '#2b1f15',
    '--app-header-text': '#f5ecdd',
    '--app-header-muted': '#cbb9a0',
    '--app-parchment': '#f7f1e6',
    // The header's top bar.
    '--app-header-bar-height': 'calc(4rem * var(--mantine-scale))',
  },
  light: { '--mantine-color-body': '#f7f1e6' },
  dark: {},
});

/** Each area's header accent, light enough to read on the dark header. */
export const AREA_ACCENT: Record<Area, string> = {
  home: '#e8b04f',
  user: '#e8b04f',
  encyclopedia: '#9bcb83',
  library: '#86bde3',
  translationcentre: '#cfa8e2',
};
