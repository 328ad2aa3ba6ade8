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

/**
 * After the generic family, the fonts that have the scripts of the mod's
 * languages the Latin ones lack (Japanese, Korean, Chinese, Thai), on each
 * system: without them a language's own name shows as empty boxes where no
 * fallback is found. After the generic family, so they are only asked for the
 * letters it lacks (these fonts have Latin letters too, which would otherwise
 * replace a serif the system only has as its generic one).
 */
const SCRIPT_FALLBACKS = [
  // Windows
  '"Yu Gothic UI"',
  '"Malgun Gothic"',
  '"Microsoft YaHei"',
  '"Microsoft JhengHei"',
  '"Leelawadee UI"',
  // Apple
  '"Hiragino Sans"',
  '"Apple SD Gothic Neo"',
  '"PingFang SC"',
  '"PingFang TC"',
  'Thonburi',
  // Linux and Android
  '"Noto Sans CJK JP"',
  '"Noto Sans CJK KR"',
  '"Noto Sans CJK SC"',
  '"Noto Sans CJK TC"',
  '"Noto Sans Thai"',
  '"WenQuanYi Micro Hei"',
  '"Droid Sans Fallback"',
  'Loma',
  'Garuda',
].join(', ');

const SANS = `system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif, ${SCRIPT_FALLBACKS}`;
const MONO = `ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", "Courier New", monospace, ${SCRIPT_FALLBACKS}`;
const SERIF = `"Palatino Linotype", Palatino, "Book Antiqua", "URW Palladio L", Georgia, serif, ${SCRIPT_FALLBACKS}`;

export const theme = createTheme({
  primaryColor: 'ochre',
  primaryShade: 7,
  colors: { ochre },
  defaultRadius: 'md',
  fontFamily: SANS,
  fontFamilyMonospace: MONO,
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
