// One lint config for the whole repository: type-aware TypeScript rules, no import cycles.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import serviceLayers from './eslint/service-layers.js';
import webBoundaries from './eslint/web-boundaries.js';

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      '**/coverage/**',
      // Scratch space: builds and reports of benches and tests (ignored by git too).
      '.tmp/**',
      'web/e2e/screenshots/**',
      '**/*.config.{js,ts,mjs}',
      '**/prisma.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // import-x follows imports only into files it knows how to parse: without these it skips
      // every .ts file, and no-cycle never sees a cycle.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createNodeResolver({ extensions: SOURCE_EXTENSIONS })],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': 'error',
      'no-console': 'error',
      // An async function that does not await yet still promises a result; that is fine.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    rules: { ...tseslint.configs.disableTypeChecked.rules, 'no-console': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    // The web app imports without extensions and through the @/ alias of its tsconfig.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: SOURCE_EXTENSIONS,
          tsconfig: { configFile: `${import.meta.dirname}/web/tsconfig.json` },
        }),
      ],
    },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...webBoundaries,
  ...serviceLayers,
  {
    // Tests poke at answers whose shape is the point of the assertion.
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.ts', 'packages/testkit/**/*.ts', 'web/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
