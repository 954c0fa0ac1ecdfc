import { ALBUM_NOT_FOUND_TEXT, ALBUM_NOT_FOUND_TITLE, BACK_TO_CAST, ROUTES } from '../constants';
import { LinkButton } from './link-button';
import { Page } from './page';

export interface NotFoundPageProps {
  title?: string;
  description?: string;
}

/** A missing cast page (spec 1 §2: the item does not exist, with a button back to /cast). */
export function NotFoundPage({
  title = ALBUM_NOT_FOUND_TITLE,
  description = ALBUM_NOT_FOUND_TEXT,
}: NotFoundPageProps) {
  return (
    <Page title={title}>
      <p css={{ margin: 0 }}>{description}</p>
      <div>
        <LinkButton to={ROUTES.home}>{BACK_TO_CAST}</LinkButton>
      </div>
    </Page>
  );
}
