// Unit specs of the app's pure logic (the phone's view of an order, what to do with an
// answer). The outbox in IndexedDB and the service worker run in a real Chromium in
// apps/admin-e2e/src/technician-app.e2e.ts.
export default {
  displayName: 'technician',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
