// One jest preset for every package: @swc/jest (fast), jsdom with real fetch, Testing Library matchers,
// and ky (ESM-only) transformed too.
const path = require('node:path');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2022',
    transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
  },
  module: { type: 'commonjs' },
};

/** @param {string} packageDir @param {import('jest').Config} [overrides] */
function createJestConfig(packageDir, overrides = {}) {
  return {
    rootDir: packageDir,
    testEnvironment: path.join(__dirname, 'jest-environment.js'),
    transform: { '^.+\\.(t|j|mj|cj)sx?$': ['@swc/jest', swcOptions] },
    transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    setupFilesAfterEnv: [path.join(__dirname, 'jest-setup.js')],
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    clearMocks: true,
    restoreMocks: true,
    ...overrides,
  };
}

module.exports = { createJestConfig, swcOptions };
