import { Link, Navigate } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import { AreaPage } from 'shared-design-system/area';
import { MAINTENANCE_ECOMMERCE_FLAG, ROUTES } from '../../../constants';

/**
 * /cursos/manutencao: where the catalogue guard sends students while e-commerce is under maintenance (spec 1
 * §2, flag maintenance_ecommerce). Once the flag is off the store is back and the page goes to the catalogue.
 */
export function MaintenancePage() {
  const platform = usePlatform();
  if (!platform.isEnabled(MAINTENANCE_ECOMMERCE_FLAG)) return <Navigate to={ROUTES.catalogue} replace />;
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
