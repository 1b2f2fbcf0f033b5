// Shared Jest settings for every project: SWC transpiles TypeScript (with the
// decorator metadata that NestJS and TypeORM need) and the tsconfig path aliases
// resolve to library sources, so tests run against the code as written.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const root = __dirname;
const { compilerOptions } = JSON.parse(readFileSync(join(root, 'tsconfig.base.json'), 'utf8'));

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`,
    join(root, target),
  ]),
);

module.exports = {
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  moduleNameMapper,
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', decorators: true, tsx: true },
          transform: {
            legacyDecorator: true,
            decoratorMetadata: true,
            react: { runtime: 'automatic' },
          },
          keepClassNames: true,
        },
        module: { type: 'commonjs' },
        sourceMaps: 'inline',
      },
    ],
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};
