import { createAreaLifecycles, type AreaLifecycleProps } from 'shared-design-system/area';
import pkg from '../../package.json';
import { startHeardRecorder } from '../app/heard-recorder';
import { areaQueryClient } from '../app/query-client';
import { AreaRoot } from '../app/root';

const lifecycles = createAreaLifecycles({ name: 'mfe-cast', Root: AreaRoot });

/**
 * single-spa lifecycles of the cast area: the only door into this remote. Bootstrap (once per page, the first
 * time the host loads the area) also starts the heard recorder, which outlives every unmount: a track the dock
 * plays to its end while the student is in another area is still marked heard.
 */
export const bootstrap = (props: AreaLifecycleProps): Promise<unknown> => {
  startHeardRecorder(props.platform, areaQueryClient);
  return lifecycles.bootstrap(props);
};
export const { mount, unmount } = lifecycles;

/** The platform contract range this remote was built for; the host refuses it when it does not satisfy it. */
export const contractRange: string = pkg.platform.contract;
