import { Search } from 'lucide-react';
import { Button } from 'shared-design-system';
import { QUESTION_SEARCH_PATH } from '../constants';

/** 'Buscar questões': the way out of this area's empty states, to the question search (mfe-questions). */
export function SearchQuestionsButton() {
  return (
    <Button href={QUESTION_SEARCH_PATH} icon={<Search aria-hidden size={16} />}>
      Buscar questões
    </Button>
  );
}
