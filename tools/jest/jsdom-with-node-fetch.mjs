// jsdom without Node's fetch family: jsdom has no fetch/Request/Response/Headers, and its own FormData, Blob and
// AbortController do not interoperate with Node's Request. ky needs them to agree, as they do in a browser,
// so the tests run in jsdom (localStorage, window.location) with Node's implementations of these globals.
import JsdomEnvironment from 'jest-environment-jsdom';

const FROM_NODE = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'URL',
  'URLSearchParams',
  'structuredClone',
];

export default class JsdomWithNodeFetchEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}
