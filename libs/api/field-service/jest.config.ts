// Two Jest projects: unit specs next to the code (src/, no database) and
// integration specs (test/), for which the global set-up creates a fresh database.
const preset = '../../../jest.preset.js';

export default {
  testTimeout: 30000,
  projects: [
    {
      displayName: 'field-service:unit',
      preset,
      rootDir: __dirname,
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
    },
    {
      displayName: 'field-service:integration',
      preset,
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/**/*.spec.ts'],
      globalSetup: '../../../tools/testing/global-setup.ts',
      globalTeardown: '../../../tools/testing/global-teardown.ts',
    },
  ],
};
