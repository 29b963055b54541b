// @sumaa/app-kit/testing: one way for every remote's tests to render an area and to play the API.
// Test code only: lint forbids importing it from production code.
export {
  API_BASE_URL,
  type AreaUnderTest,
  type Entry,
  type RenderAreaOptions,
  currentLocation,
  renderArea,
  setUpArea,
} from './renderArea';
// The fake API lives with the HTTP client it plays against; every remote reaches it through this entry.
export {
  type ApiHandler,
  type FakeApi,
  deferred,
  envelope,
  fakeApi,
  offline,
  ok,
  refused,
} from '@sumaa/api-client/testing';
export { describedTextOf, errorOf, fieldByLabel, queryFieldByLabel } from './fieldByLabel';
