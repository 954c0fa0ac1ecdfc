/**
 * What a remote's `./app` and standalone page need ('shared-design-system/area'): single-spa lifecycles
 * around the area's root, and mounting it alone. A shared singleton of its own (a sub-path of
 * shared-design-system): the host never imports it, so it is not on the host's first load; the first
 * area loaded provides it to the others.
 */
export {
  createAreaLifecycles,
  type AreaLifecycleProps,
  type AreaLifecycles,
  type AreaRootProps,
  type CreateAreaLifecyclesOptions,
} from './area/create-area-lifecycles';
export { mountStandalone, type MountStandaloneOptions } from './area/mount-standalone';
