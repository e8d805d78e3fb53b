// The lint gate run by `npm test` before jest: typescript-eslint's recommended rules, type-aware
// where it is cheap (promises that are forgotten or misused). Formatting is Prettier's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // A caught engine error is replaced by a German message on purpose (ES2021 has no `cause`).
      'preserve-caught-error': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A rule message in parts (src/rules/ruleText.ts) added to a string would read „[object Object]“.
      '@typescript-eslint/restrict-plus-operands': 'error',
    },
  },
  {
    // A rule message in parts (src/rules/ruleText.ts) put into a template string would read „a,[object Object]“.
    files: ['src/rules/**/*.ts'],
    rules: {
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true, allowNullish: true },
      ],
    },
  },
  {
    // The campaign (replay, tables, Status) is the layer rounds, notifications and the portal
    // build on: it never reaches up into them, so a rounds rule cannot make the replay circular.
    files: ['src/rules/campaign/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../rounds', '../rounds/*', '../notify', '../notify/*', '../portal', '../portal/*'],
              message: 'src/rules/campaign is the layer under rounds, notify and portal: it does not import them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Rounds (R, A rules, what a player may do) is the layer notify and the portal build on: it
    // never reaches up into them — a label both use lives under rules (rules/portalRefresh.ts).
    files: ['src/rules/rounds/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../notify', '../notify/*', '../portal', '../portal/*'],
              message: 'src/rules/rounds is the layer under notify and portal: it does not import them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: {
      globals: Object.fromEntries(
        ['process', 'console', 'URL', 'setTimeout', 'clearTimeout', 'Buffer', 'structuredClone', 'fetch'].map((n) => [
          n,
          'readonly',
        ]),
      ),
    },
  },
);
