import { Link } from 'react-router-dom';
import { EmptyPage } from '../../../lib/empty-page';

/** /cursos/manutencao: where the catalogue guard sends students while e-commerce is under maintenance. */
export function MaintenancePage() {
  return (
    <EmptyPage
      title="Catálogo em manutenção"
      message="Voltamos em breve!"
      description="Estamos atualizando a loja de cursos para melhorar sua experiência. Volte em alguns minutos; seus cursos e o seu carrinho continuam salvos."
      action={<Link to="/cursos">Tentar novamente</Link>}
    />
  );
}
