import { LinkButton } from './link-button';
import { NOT_FOUND_ACTION, NOT_FOUND_TEXT, NOT_FOUND_TITLE, ROUTES } from '../constants';
import { Page } from './page';

export interface NotFoundPageProps {
  /** replaces the generic text (e.g. 'Esta questão não existe ou foi removida.') */
  description?: string;
}

/** The area's missing-page message (spec 1 §2): a button back to the question selection. */
export function NotFoundPage({ description = NOT_FOUND_TEXT }: NotFoundPageProps) {
  return (
    <Page title={NOT_FOUND_TITLE}>
      <p css={{ margin: 0 }}>{description}</p>
      <div>
        <LinkButton to={ROUTES.selection}>{NOT_FOUND_ACTION}</LinkButton>
      </div>
    </Page>
  );
}
