// Checks that generated files are what the registry generates (no database).
export default {
  displayName: 'tools-ingestion',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testMatch: ['<rootDir>/*.spec.ts'],
};
