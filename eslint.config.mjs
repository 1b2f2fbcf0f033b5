import { readdirSync } from 'node:fs';
import nx from '@nx/eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * The tsconfig that types each project's files for the type-aware rules. The spec
 * configs include src/, test/ and tools/testing, so one program covers a project.
 */
const TYPED_PROJECTS = [
  { files: ['apps/admin/src/**/*.{ts,tsx}'], project: 'apps/admin/tsconfig.json' },
  { files: ['apps/admin/vite.config.mts'], project: 'apps/admin/tsconfig.node.json' },
  { files: ['apps/technician/src/**/*.{ts,tsx}'], project: 'apps/technician/tsconfig.spec.json' },
  { files: ['apps/technician/vite.config.mts'], project: 'apps/technician/tsconfig.node.json' },
  { files: ['apps/portal/src/**/*.{ts,tsx}'], project: 'apps/portal/tsconfig.json' },
  { files: ['apps/portal/vite.config.mts'], project: 'apps/portal/tsconfig.node.json' },
  { files: ['apps/admin-e2e/**/*.ts'], project: 'apps/admin-e2e/tsconfig.json' },
  { files: ['apps/api/{src,test}/**/*.ts'], project: 'apps/api/tsconfig.spec.json' },
  { files: ['libs/shared/contracts/src/**/*.ts'], project: 'libs/shared/contracts/tsconfig.json' },
  { files: ['libs/shared/charts/src/**/*.ts'], project: 'libs/shared/charts/tsconfig.json' },
  {
    files: ['libs/shared/web-client/src/**/*.ts'],
    project: 'libs/shared/web-client/tsconfig.json',
  },
  ...['demo', 'field-service', 'ingestion', 'platform'].map((lib) => ({
    files: [`libs/api/${lib}/{src,test}/**/*.ts`],
    project: `libs/api/${lib}/tsconfig.spec.json`,
  })),
  { files: ['tools/testing/**/*.ts'], project: 'libs/api/platform/tsconfig.spec.json' },
  { files: ['libs/integrator/sdk/src/**/*.ts'], project: 'libs/integrator/sdk/tsconfig.spec.json' },
];

const ADMIN_SOURCES = ['apps/admin/src/**/*.{ts,tsx}'];
const TECHNICIAN_SOURCES = ['apps/technician/src/**/*.{ts,tsx}'];
const PORTAL_SOURCES = ['apps/portal/src/**/*.{ts,tsx}'];

/**
 * The admin app's features, each after the ones it uses: a feature imports only features
 * listed before it, so features cannot form a cycle. A page that offers a higher feature's
 * action (the PMOC's button on the schedule) receives it from the router.
 */
const ADMIN_FEATURES = [
  'auth',
  'causes',
  'contracts',
  'entities',
  'pdf',
  'sectors',
  'schedule',
  'documents',
  'pmoc',
  'plans',
  'activity-plans',
  'data-browser',
  'registers',
  'fluids',
  'home',
  'ingestion-tokens',
  'import-history',
  'integration-guide',
  'visit-report',
  'rgm',
  'spreadsheets',
  'account',
  'audit',
  'company-settings',
  'outbox',
  'users',
  'client-users',
  'orders',
  'dispatch',
  'webhooks',
  'indoor-air',
  'service-requests',
  'unit-qr',
  'refused-records',
  'privacy',
  'hub',
  'search',
];
const FEATURES_DIR = 'apps/admin/src/features';
const unordered = readdirSync(new URL(FEATURES_DIR, import.meta.url)).filter(
  (feature) => !ADMIN_FEATURES.includes(feature),
);
if (unordered.length > 0)
  throw new Error(`eslint.config.mjs: add ${unordered.join(', ')} to ADMIN_FEATURES`);
const featureOrder = ADMIN_FEATURES.map((feature, index) => ({
  target: `${FEATURES_DIR}/${feature}`,
  from: ADMIN_FEATURES.slice(index + 1).map((later) => `${FEATURES_DIR}/${later}`),
  message: `${feature} comes before these features in ADMIN_FEATURES (eslint.config.mjs): it may not import them.`,
})).filter((zone) => zone.from.length > 0);

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
            // The integration-guide and DDL generators read the ingestion registry's internals,
            // and the entities field-service registers in it.
            '../../libs/api/ingestion/src/lib/**',
            '../../libs/api/field-service/src/lib/master-data',
            // The SDK's type generator renders the registry's descriptors.
            '../../libs/integrator/sdk/src/**',
            // Webhook tests check signatures with the SDK's verifyWebhook, as an integrator would.
            '../../../integrator/sdk/src/webhooks',
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
            // The integrators' SDK and CLI ship alone: no server code, not even wire contracts.
            { sourceTag: 'layer:client', onlyDependOnLibsWithTags: [] },
            // Browser tests drive the built app: test helpers and wire contracts only.
            { sourceTag: 'layer:e2e', onlyDependOnLibsWithTags: ['layer:tools', 'layer:shared'] },
            // Tools (database, bench, faults, test set-up) may use any library, never an app.
            {
              sourceTag: 'layer:tools',
              onlyDependOnLibsWithTags: [
                'layer:tools',
                'layer:client',
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
  // A promise nobody awaits loses its errors: every TypeScript project is linted with types.
  ...TYPED_PROJECTS.map(({ files, project }) => ({
    files,
    languageOptions: { parserOptions: { project, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  })),
  // The browser apps: hooks called by the rules, accessible markup.
  {
    ...reactHooks.configs.flat.recommended,
    files: [...ADMIN_SOURCES, ...TECHNICIAN_SOURCES, ...PORTAL_SOURCES],
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: [...ADMIN_SOURCES, ...TECHNICIAN_SOURCES, ...PORTAL_SOURCES],
  },
  {
    files: TECHNICIAN_SOURCES,
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  // The admin app: features without cycles.
  {
    files: ADMIN_SOURCES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      // A choice card nests its text two spans deep (label > span > span).
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...featureOrder,
            {
              target: ['apps/admin/src/components', 'apps/admin/src/lib'],
              from: ['apps/admin/src/app', FEATURES_DIR],
              message: 'Shared components and helpers know no feature.',
            },
          ],
        },
      ],
    },
  },
];
