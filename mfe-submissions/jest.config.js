const { createJestConfig } = require('../infra/build/jest-preset');

module.exports = createJestConfig(__dirname);
