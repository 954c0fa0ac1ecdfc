import { Link } from 'react-router-dom';
import { EmptyState } from 'shared-design-system';
import { AreaPage } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';

/** /cursos/manutencao: where the catalogue guard sends students while e-commerce is under maintenance. */
export function MaintenancePage() {
  return (
    <AreaPage title="Catálogo em manutenção">
      <EmptyState
        title="Voltamos em breve!"
        description="Estamos atualizando a loja de cursos para melhorar sua experiência. Volte em alguns minutos; seus cursos e o seu carrinho continuam salvos."
        action={<Link to={ROUTES.catalogue}>Tentar novamente</Link>}
      />
    </AreaPage>
  );
}
