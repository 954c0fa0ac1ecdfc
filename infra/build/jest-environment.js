// jsdom lacks the WHATWG fetch family; ky and our http clients need the real ones, so tests can talk to
// real local HTTP servers (mocking at the network boundary, never the module under test).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const key of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'Blob',
      'File',
      'AbortController',
      'AbortSignal',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
      'BroadcastChannel',
      'setImmediate',
      'clearImmediate',
    ]) {
      if (globalThis[key] !== undefined) g[key] = globalThis[key];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
