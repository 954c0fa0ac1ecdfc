import { BrowserRouter } from 'react-router-dom';
import { AreaShell, type AreaRootProps } from 'shared-design-system';
import { AreaRoutes } from './routes';

/** The study table area: platform, theme, error boundary and its own router. */
export function AreaRoot({ platform }: AreaRootProps) {
  return (
    <AreaShell platform={platform} area="mfe-study-table">
      <BrowserRouter>
        <AreaRoutes />
      </BrowserRouter>
    </AreaShell>
  );
}
