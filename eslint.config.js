import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**', 'backend/openapi/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // The content engine imports no domain: domains register their kinds with it. revision/ imports
  // only common/; inbox/ only common/ and revision/ (backend/src/revision/layering.spec.ts too).
  ...[
    { dir: 'revision', allowed: ['common'] },
    { dir: 'inbox', allowed: ['common', 'revision'] },
  ].map(({ dir, allowed }) => ({
    files: [`backend/src/${dir}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*', ...allowed.flatMap((a) => [`!../${a}`, `!../${a}/*`])],
              message: `${dir}/ imports only ${allowed.map((a) => `${a}/`).join(' and ')}, never a domain.`,
            },
          ],
        },
      ],
    },
  })),
  // The reader's floors: shared/ imports no feature and nothing from app/; features import nothing
  // from app/, which combines what they export (backend/src/architecture.spec.ts checks it too).
  ...[
    { files: 'shared', above: 'app|features', message: 'shared/ imports no feature and not app/.' },
    { files: 'features', above: 'app', message: 'A feature imports nothing from app/.' },
  ].map(({ files, above, message }) => ({
    files: [`reader-web/src/${files}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: `^(\\.\\./)+(${above})(/|$)`, message }] },
      ],
    },
  })),
  {
    // Not in backend: Nest's dependency injection needs the value imports of injected classes
    // (emitDecoratorMetadata), which this rule would turn into type-only imports.
    files: ['reader-web/**/*.{ts,tsx}', 'admin-web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    files: ['reader-web/**/*.{ts,tsx}', 'admin-web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
