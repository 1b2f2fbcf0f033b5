// Two projects: the unit specs next to the code (pure logic, no database) and the
// integration specs under test/, for which the global set-up creates a fresh database
// (Jest runs a project's globalSetup only when one of its tests is selected).
const shared = { preset: '../../../jest.preset.js', rootDir: __dirname, testTimeout: 30000 };

export default {
  testTimeout: 30000,
  projects: [
    {
      ...shared,
      displayName: 'field-service:unit',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'field-service',
      testMatch: ['<rootDir>/test/**/*.spec.ts'],
      globalSetup: '../../../tools/testing/global-setup.ts',
      globalTeardown: '../../../tools/testing/global-teardown.ts',
    },
  ],
};
