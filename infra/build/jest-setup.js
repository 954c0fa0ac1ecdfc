require('@testing-library/jest-dom');

// findBy*/waitFor wait up to 1 s by default; the suites of two packages run side by side on two cores (CI,
// `npm test`), and under that load a page that does render was sometimes given up on. 5 s is still far
// below jest's per-test timeout, and an assertion that can never pass still fails.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
