import { createTestPlatform, type TestPlatformOptions } from 'shared-contracts/testing';
import type { AreaLifecycleProps, AreaLifecycles } from '../area/create-area-lifecycles';

/** An exposed `./app` mounted as the host mounts it, with the handles a contract test needs. */
export interface MountedExposedArea {
  /** the host's #area element */
  area: HTMLElement;
  props: AreaLifecycleProps;
  /** mounts again (after unmount) */
  mount: () => Promise<unknown>;
  unmount: () => Promise<unknown>;
  /** console.error, spied on from before bootstrap */
  consoleErrors: jest.SpyInstance;
}

/**
 * Bootstraps and mounts a remote's exposed single-spa lifecycles into a fresh #area at `path`, outside
 * React's act() as single-spa does in the browser (mount resolves once React committed). Call
 * `resetExposedAreas()` in afterEach.
 */
export async function mountExposedArea(
  lifecycles: AreaLifecycles,
  { name, path, platform }: { name: string; path: string; platform?: TestPlatformOptions },
): Promise<MountedExposedArea> {
  const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironments.push(globals.IS_REACT_ACT_ENVIRONMENT);
  globals.IS_REACT_ACT_ENVIRONMENT = false;
  const area = document.createElement('div');
  area.id = 'area';
  document.body.appendChild(area);
  window.history.pushState(null, '', path);
  const consoleErrors = jest.spyOn(console, 'error');
  const props: AreaLifecycleProps = { name, platform: createTestPlatform(platform) };
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  return {
    area,
    props,
    consoleErrors,
    mount: () => lifecycles.mount(props),
    unmount: () => lifecycles.unmount(props),
  };
}

const actEnvironments: (boolean | undefined)[] = [];

/** Restores React's act() environment and empties the page after `mountExposedArea`. */
export function resetExposedAreas(): void {
  const globals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  if (actEnvironments.length > 0) globals.IS_REACT_ACT_ENVIRONMENT = actEnvironments[0];
  actEnvironments.length = 0;
  document.body.innerHTML = '';
}
