/**
 * Jest helpers of the area kit ('shared-design-system/testing'): never imported by browser code, never
 * shared in federation.
 */
export { renderWithTheme } from './render-with-theme';
export {
  renderArea,
  closeTestServers,
  serverError,
  captureConsoleErrors,
  type RenderAreaOptions,
  type RenderedArea,
} from './render-area';
export { mountExposedArea, resetExposedAreas, type MountedExposedArea } from './mount-exposed-area';
export { platformFor } from './platform-for';
export { outsideAct } from './outside-act';
// an area rendered without renderArea loads its lazy pages' code first with this
export { preloadLazyPages } from '../area/page/lazy-page';
export { describeExposedApp, type ExposedAppContract } from './exposed-app-contract';
