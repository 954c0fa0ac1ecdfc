import { Route } from 'react-router-dom';
import { AreaNotFoundPage, lazyPage } from 'shared-design-system/area';
import { VipRoomsPage } from './components/vip-rooms-page';

// The area's landing pages come with the area; every other page is a chunk of its own, fetched when it is
// first shown (issue 12: the first page does not parse and run the code of every page of the area)
const VipRoomPage = lazyPage(() => import('./components/vip-room-page').then((m) => m.VipRoomPage));
const VipRoomShelfPage = lazyPage(() =>
  import('./components/vip-room-shelf-page').then((m) => m.VipRoomShelfPage),
);

/** /sala-vip/*: VIP rooms; an unknown sub-path says the room does not exist. */
export const vipRoomRoutes = (
  <>
    <Route path="/sala-vip" element={<VipRoomsPage />} />
    <Route path="/sala-vip/estante/:tipo" element={<VipRoomShelfPage />} />
    <Route path="/sala-vip/:slug" element={<VipRoomPage />} />
    <Route path="/sala-vip/*" element={<AreaNotFoundPage />} />
  </>
);
