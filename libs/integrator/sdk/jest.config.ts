// Unit specs beside the code: no database; HTTP behaviour against a local fake server.
export default {
  displayName: 'sdk',
  preset: '../../../jest.preset.js',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
