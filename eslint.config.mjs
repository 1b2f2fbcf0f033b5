import nx from '@nx/eslint-plugin';

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/coverage',
      '**/.nx',
      '**/.data',
      '**/vite.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            // Libraries never reach into apps; apps wire libraries together.
            { sourceTag: 'type:lib', onlyDependOnLibsWithTags: ['type:lib'] },
            // The admin SPA may only use wire contracts, never server code.
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            {
              sourceTag: 'scope:tools',
              onlyDependOnLibsWithTags: ['scope:api', 'scope:shared', 'scope:tools'],
            },
            // Browser tests drive the built app; they only share test helpers and wire contracts.
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:tools', 'scope:shared'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
];
