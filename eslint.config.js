import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './tools/eslint-layers.js';
import areas from './tools/eslint-areas.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-test-*/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, layers },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'layers/one-way': ['error', 'apps/web/src'],
      // The package's main entry re-exports every area; the subpaths keep each
      // chunk to the contracts it uses.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@millenaire/contracts',
              message: 'Import from an area subpath, such as @millenaire/contracts/users.',
            },
            {
              // The site draws these as plain elements (docs/architecture.md).
              name: '@mantine/core',
              importNames: [
                'Text',
                'Title',
                'Group',
                'Stack',
                'Container',
                'Paper',
                'Card',
                'Progress',
                'ThemeIcon',
                'VisuallyHidden',
                'UnstyledButton',
              ],
              message: 'Use the site’s own, from @/shared/ui (Text, Group, Paper, Meters…).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { areas },
    rules: {
      'areas/sealed': ['error', 'apps/server/src'],
      'areas/resources': ['error', 'apps/server/src'],
      'areas/frozen-migrations': ['error', 'apps/server/src'],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**', 'scripts/**', 'tools/**'],
    rules: { 'no-console': 'off' },
  },
);
