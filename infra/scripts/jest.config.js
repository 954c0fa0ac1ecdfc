const { createJestConfig } = require('../build/jest-preset');
// The platform scripts run in Node (servers, files, ESLint): no DOM.
module.exports = createJestConfig(__dirname, {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
});
