import { createAreaLifecycles } from 'shared-design-system/area';
import pkg from '../../package.json';
import { AreaRoot } from '../app/root';

/** single-spa lifecycles of the submissions area (essays and discursives). */
export const { bootstrap, mount, unmount } = createAreaLifecycles({
  name: 'mfe-submissions',
  Root: AreaRoot,
});

/** The platform contract range this remote was built for; the host refuses a remote it cannot satisfy. */
export const contractRange: string = pkg.platform.contract;
