import { usePlatform } from 'shared-contracts';
import { TUTORINGS_PATH } from '../../../constants';
import { SearchShelfPage } from '../../../lib/marked-catalog/search-shelf-page';
import { tutoringShelfQuery } from '../api/tutorings-api';
import { TutoringList } from './tutoring-list';

/**
 * /monitorias/estante/{tipo}: one shelf of tutorings (only those the student has access to); a shelf the server
 * does not know is the not-found page.
 */
export function TutoringShelfPage() {
  const { wording } = usePlatform().vertical;
  return (
    <SearchShelfPage
      shelf={tutoringShelfQuery}
      root={{ label: wording.tutoring, href: TUTORINGS_PATH }}
      empty={{
        title: 'Nada disponível para você nesta estante',
        description: 'A estante mostra só o que você pode acessar.',
      }}
      List={TutoringList}
      notFoundOn404
    />
  );
}
