// The BFF is a Node server: its tests run in the node environment, not jsdom.
// cookie 2 (used by light-my-request for app.inject() and by @fastify/cookie) is ESM-only, and
// @fastify/cookie loads it with a dynamic import(); jest's CommonJS runtime can do neither, so both are
// transformed to CommonJS like ky.
const { createJestConfig } = require('../build/jest-preset');

module.exports = createJestConfig(__dirname, {
  testEnvironment: 'node',
  transformIgnorePatterns: [
    '/node_modules/(?!(ky|cookie|@fastify/cookie)/)(?!(@[^/]+/)?[^/]+/node_modules/cookie/)',
  ],
});
