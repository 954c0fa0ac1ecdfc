import { Link } from 'react-router-dom';
import { EmptyPage } from '../lib/empty-page';
import { ROUTES } from '../constants';

/** An unknown path inside the submissions area. */
export function NotFoundPage() {
  return (
    <EmptyPage
      title="Página não encontrada"
      message="Esta página não existe ou foi removida."
      action={<Link to={ROUTES.discursives}>Ver os simulados discursivos</Link>}
    />
  );
}
