import { Button } from 'shared-design-system';
import { Page } from './page';

// Spec 1 §2 error pages: the generic 404 texts, quoted exactly.
export const NOT_FOUND_TITLE = 'Ops... Essa página não está mais aqui';
export const NOT_FOUND_TEXT = 'Você pode fazer uma busca acima ou voltar para a seleção de questões.';
export const NOT_FOUND_ACTION = 'Ir para a seleção de questões';
export const NOT_FOUND_ACTION_HREF = '/questoes/buscar';

/** What an unknown path of this area shows (the host intercepts the link to the questions area). */
export function NotFoundPage() {
  return (
    <Page title={NOT_FOUND_TITLE}>
      <p css={{ margin: 0 }}>{NOT_FOUND_TEXT}</p>
      <div>
        <Button href={NOT_FOUND_ACTION_HREF}>{NOT_FOUND_ACTION}</Button>
      </div>
    </Page>
  );
}
