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
          allow: [
            // Tools are plain Node scripts run without the path aliases: they share the
            // bootstrap's database and dependency helpers by relative path.
            '../bootstrap/*',
            // The integration-guide and DDL generators read the ingestion registry's internals.
            '../../libs/api/ingestion/src/lib/**',
          ],
          depConstraints: [
            // Layers. Apps wire libraries together; nothing depends on an app.
            {
              sourceTag: 'layer:app',
              onlyDependOnLibsWithTags: ['layer:domain', 'layer:platform', 'layer:shared'],
            },
            // Domain libraries build on the platform, never on an app.
            {
              sourceTag: 'layer:domain',
              onlyDependOnLibsWithTags: ['layer:domain', 'layer:platform', 'layer:shared'],
            },
            // The platform knows no domain: no PMOC, no grid, no entity of any area.
            {
              sourceTag: 'layer:platform',
              onlyDependOnLibsWithTags: ['layer:platform', 'layer:shared'],
            },
            // Wire contracts are plain types and enums: they depend on nothing else.
            { sourceTag: 'layer:shared', onlyDependOnLibsWithTags: ['layer:shared'] },
            // Domains. Ingestion is the base the others register their entities with.
            {
              sourceTag: 'domain:ingestion',
              onlyDependOnLibsWithTags: ['domain:ingestion', 'layer:platform', 'layer:shared'],
            },
            {
              sourceTag: 'domain:field-service',
              onlyDependOnLibsWithTags: [
                'domain:field-service',
                'domain:ingestion',
                'layer:platform',
                'layer:shared',
              ],
            },
            // The demo seed fills every domain; no domain depends on it.
            {
              sourceTag: 'domain:demo',
              onlyDependOnLibsWithTags: [
                'domain:demo',
                'domain:field-service',
                'domain:ingestion',
                'layer:platform',
                'layer:shared',
              ],
            },
            // The admin SPA runs in the browser: wire contracts only, never server code.
            { sourceTag: 'runtime:browser', onlyDependOnLibsWithTags: ['layer:shared'] },
            // Browser tests drive the built app: test helpers and wire contracts only.
            { sourceTag: 'layer:e2e', onlyDependOnLibsWithTags: ['layer:tools', 'layer:shared'] },
            // Tools (database, bench, faults, test set-up) may use any library, never an app.
            {
              sourceTag: 'layer:tools',
              onlyDependOnLibsWithTags: [
                'layer:tools',
                'layer:domain',
                'layer:platform',
                'layer:shared',
              ],
            },
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
