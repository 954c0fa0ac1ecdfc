import { TRAILS_PATH } from '../../../constants';
import { SearchShelfPage } from '../../../lib/marked-catalog/search-shelf-page';
import { trailShelfQuery } from '../api/trails-api';
import { TrailList } from './trail-list';
import { TRAILS_TITLE } from './trails-page';

/** /trilhas-estrategicas/estante/{tipo}: one shelf of trails (only those the student has access to). */
export function TrailShelfPage() {
  return (
    <SearchShelfPage
      shelf={trailShelfQuery}
      root={{ label: TRAILS_TITLE, href: TRAILS_PATH }}
      empty={{
        title: 'Nenhuma trilha disponível para você nesta estante',
        description: 'As trilhas que você tem aparecem aqui.',
      }}
      List={TrailList}
    />
  );
}
