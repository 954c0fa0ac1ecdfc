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
    // a component test renders a whole area against a real local HTTP server (1-3 s); on CI's 2 cores with two
    // packages at once, jest's 5 s default was reached by a load spike, not by a bug (each step still waits
    // only as long as its findBy/waitFor allows)
    testTimeout: 15_000,
    ...overrides,
  };
}

module.exports = { createJestConfig, swcOptions };
