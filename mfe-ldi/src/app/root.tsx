import { BrowserRouter } from 'react-router-dom';
import { AreaShell, type AreaRootProps } from 'shared-design-system';
import { AreaRoutes } from './routes';

/** The courses and learning documents area: platform, theme, error boundary and its own router. */
export function AreaRoot({ platform }: AreaRootProps) {
  return (
    <AreaShell platform={platform} area="mfe-ldi">
      <BrowserRouter>
        <AreaRoutes />
      </BrowserRouter>
    </AreaShell>
  );
}
