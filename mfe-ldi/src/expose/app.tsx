import { createAreaLifecycles } from 'shared-design-system/area';
import pkg from '../../package.json';
import { AreaRoot } from '../app/root';
import { AREA_NAME } from '../constants';

/** single-spa lifecycles of the courses and learning documents area: the only door into this remote. */
export const { bootstrap, mount, unmount } = createAreaLifecycles({ name: AREA_NAME, Root: AreaRoot });

/** The platform contract range this remote was built for; the host refuses it when it does not satisfy it. */
export const contractRange: string = pkg.platform.contract;
