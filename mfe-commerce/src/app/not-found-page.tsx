import { Link } from 'react-router-dom';
import { EmptyPage } from '../lib/empty-page';
import { ROUTES } from '../constants';

/** An unknown path inside the commerce area. */
export function NotFoundPage() {
  return (
    <EmptyPage
      title="Página não encontrada"
      message="Esta página da loja não existe ou foi removida."
      action={<Link to={ROUTES.catalogue}>Ver todos os cursos</Link>}
    />
  );
}
