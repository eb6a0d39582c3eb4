// eslint.config.js — `npm run lint` / `make lint`: ESLint's recommended rules plus the JSX and
// hooks rules that hold for Preact, with each folder's globals (page, worker, node, browser tests).
import js from '@eslint/js';
import globals from 'globals';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';

// Preact sets DOM attributes by their HTML/SVG names, and the site writes them that way
// (`class`, `for`, `tabindex`, `stroke-width`); React's camelCase names are not required.
const DOM_NAMES = [
  'class',
  'for',
  'tabindex',
  'hreflang',
  'spellcheck',
  'autocomplete',
  'autofocus',
  'readonly',
  'maxlength',
  'minlength',
  'inputmode',
  'enterkeyhint',
  'crossorigin',
  'srcset',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-dasharray',
  'stroke-opacity',
  'fill-opacity',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
];

// The game families' names, as an esquery pattern (the family-name rule below).
const FAMILY_NAME = '/^(boxes|dots|shutin)$/';

export default [
  { ignores: ['site/dist/', 'wasm/dist/', 'build/', 'coverage/', '**/node_modules/'] },

  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Named here because it is the bug that started this config: two translations under one
      // key, where the first silently disappears.
      'no-dupe-keys': 'error',
      'no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // The Preact app. JSX is compiled by the automatic runtime (no `h` in scope needed); the React
  // plugin's rules are limited to those that mean the same in Preact.
  {
    files: ['site/**/*.{js,jsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: {
      parserOptions: { ecmaFeatures: { jsx: true } },
      // __PD_*__ are replaced by Vite's `define` (site/vite.config.js).
      globals: { ...globals.browser, __PD_VERSION__: 'readonly', __PD_COMMIT__: 'readonly' },
    },
    settings: {
      // No React is installed, so no version detection: Preact 11 matches React 18's API.
      react: { pragma: 'h', fragment: 'Fragment', version: '18.3' },
    },
    rules: {
      'react/jsx-key': ['error', { checkFragmentShorthand: true }],
      'react/jsx-no-undef': 'error',
      'react/jsx-uses-vars': 'error',
      'react/jsx-no-duplicate-props': 'error',
      'react/jsx-no-comment-textnodes': 'error',
      'react/jsx-no-target-blank': 'error',
      'react/no-children-prop': 'error',
      'react/no-danger-with-children': 'error',
      'react/no-string-refs': 'error',
      'react/no-unknown-property': ['error', { ignore: DOM_NAMES }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },

  // The house stays one shape: generic code asks the family registry
  // (site/src/families/index.js) and never tests a family's name. Outside site/src/families/ a
  // family name compared (===, !==, ==, !=), used as a switch case, or listed beside another in an
  // array or as object keys (a hand-made list or table of families) is an error. Data naming one family (an article's
  // `family: 'boxes'`) and tests are fine.
  {
    files: ['site/src/**/*.{js,jsx}'],
    ignores: ['site/src/families/**', 'site/src/**/*.test.{js,jsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=${FAMILY_NAME}]`,
          message: 'Compare no family name outside site/src/families/: ask the family registry (families/index.js).',
        },
        {
          selector: `SwitchCase > Literal.test[value=${FAMILY_NAME}]`,
          message: 'Switch on no family name outside site/src/families/: ask the family registry (families/index.js).',
        },
        {
          selector: `ArrayExpression > Literal[value=${FAMILY_NAME}] ~ Literal[value=${FAMILY_NAME}]`,
          message:
            'List no families by hand outside site/src/families/: the registry has them (FAMILIES, FAMILY_NAMES).',
        },
        {
          selector: `ObjectExpression > Property[key.name=${FAMILY_NAME}] ~ Property[key.name=${FAMILY_NAME}]`,
          message: 'Key no table by family outside site/src/families/: give each family its part in its own folder.',
        },
      ],
    },
  },

  // Only site/src/engine/ reaches into the WASM wrapper (../wasm/): the rest of the site asks the
  // engine folder, so what the site takes from wasm/ is listed in one place. Tests load the real
  // engine themselves.
  {
    files: ['site/src/**/*.{js,jsx}'],
    ignores: ['site/src/engine/**', 'site/src/**/*.test.{js,jsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)wasm/',
              message:
                'Import nothing from wasm/ outside site/src/engine/: take it from an engine/ module (engine/workers.js and its neighbours).',
            },
          ],
        },
      ],
    },
  },

  // Code that runs in node: the build (Vite config and plugins, prerendering), tools, benches,
  // root config files, scripts.
  {
    files: [
      '*.js',
      'site/vite.config.js',
      'site/tools/**',
      'site/src/app/prerender.jsx',
      'bench/**/*.mjs',
      'scripts/**/*.mjs',
    ],
    languageOptions: { globals: { ...globals.node } },
  },

  // The engine wrapper loads in a page, a Web Worker and node; the bot worker is a worker.
  {
    files: ['wasm/**/*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.worker } },
  },
  {
    files: ['wasm/workers/node.js'],
    languageOptions: { globals: { ...globals.node } },
  },

  // Tests: Vitest suites run in node (some under happy-dom); the browser tests are node scripts
  // whose page.evaluate() callbacks run in the page.
  {
    files: ['tests/**/*.{js,mjs}', 'site/**/*.test.{js,jsx}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['tests/e2e/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
];
