export default {
  displayName: 'field-service',
  preset: '../../../jest.preset.js',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  globalSetup: '../../../tools/testing/global-setup.ts',
  globalTeardown: '../../../tools/testing/global-teardown.ts',
  testTimeout: 30000,
};
