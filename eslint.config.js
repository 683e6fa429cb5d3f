import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

export default tseslint.config(
  { ignores: ['node_modules', 'src/generated', '.data', 'artifacts', 'dist', 'scratch', 'reports', '.stryker-tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Layout is Prettier's job (npm run format); ESLint keeps to correctness.
  prettier,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Engines are pure: no clock, no ambient randomness.
    files: ['src/core/**/*.ts', 'src/games/**/rules/**/*.ts', 'src/games/**/content/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded RNG in the game state.' },
        { object: 'Date', property: 'now', message: 'Engines have no clock.' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'Engines have no clock.' }],
    },
  },
);
