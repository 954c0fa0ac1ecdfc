import { usePlatform } from 'shared-contracts';
import { EmptyState } from 'shared-design-system';
import { LinkButton } from '../../../lib/link-button';
import { ROUTES } from '../../../constants';
import { Page } from '../../../lib/page';

/**
 * /cadernos-e-simulados/cadernos/{id} and /simulados/{id}: solving notebooks and running exams come in a
 * later issue; until then the route exists (shared links land here) and says so.
 */
export function NotebookPlaceholderPage({ kind }: { kind: 'notebook' | 'exam' }) {
  const { wording } = usePlatform().vertical;
  return (
    <Page title={kind === 'notebook' ? wording.notebook : 'Simulado'}>
      <EmptyState
        title="Em breve"
        description={`A resolução de ${kind === 'notebook' ? wording.notebooks.toLowerCase() : 'simulados'} nesta nova versão chega em breve.`}
        action={<LinkButton to={ROUTES.notebooks}>Voltar para {wording.notebooksAndExams}</LinkButton>}
      />
    </Page>
  );
}
