import { Route } from 'react-router-dom';
import { AreaNotFoundPage } from 'shared-design-system/area';
import { VipRoomPage } from './components/vip-room-page';
import { VipRoomShelfPage } from './components/vip-room-shelf-page';
import { VipRoomsPage } from './components/vip-rooms-page';

/** /sala-vip/*: VIP rooms; an unknown sub-path says the room does not exist. */
export const vipRoomRoutes = (
  <>
    <Route path="/sala-vip" element={<VipRoomsPage />} />
    <Route path="/sala-vip/estante/:tipo" element={<VipRoomShelfPage />} />
    <Route path="/sala-vip/:slug" element={<VipRoomPage />} />
    <Route path="/sala-vip/*" element={<AreaNotFoundPage />} />
  </>
);
