import { useEffect } from 'react';
import { usePlatform } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { useLocationPath } from '../chrome/use-location-path';
import { notFoundContentFor } from 'shared-design-system/not-found-content';
import { NotFoundIllustration } from './not-found-illustration';

export { NOT_FOUND_ACTION, NOT_FOUND_TEXT, NOT_FOUND_TITLE } from 'shared-design-system/not-found-content';

export const GENERIC_MISSING_TEXT = 'This page could not be found';

/** Spec 1 §2 page title rule of the 404s: product name + ' | Página não encontrada'. */
function useNotFoundTitle() {
  const platform = usePlatform();
  useEffect(() => {
    const previous = document.title;
    document.title = `${platform.vertical.wording.productName} | Página não encontrada`;
    return () => {
      document.title = previous;
    };
  }, [platform]);
}

/**
 * Spec 1 §2: "A generic missing page shows 'This page could not be found'": the bare /404 page the shell
 * sends people to (SHELL_PATHS.notFound), as opposed to the 404s of a missing course, track or album.
 */
export function GenericMissingPage() {
  useNotFoundTitle();
  return (
    <section
      aria-labelledby="missing-page-title"
      css={{ maxWidth: 560, margin: '48px auto', textAlign: 'center' }}
    >
      <h1 id="missing-page-title">404</h1>
      <p>{GENERIC_MISSING_TEXT}</p>
      <a href="/mesa-de-estudo">Ir para a Mesa de estudo</a>
    </section>
  );
}

/** The 404 (spec 1 §2 Error pages); page title: product name + ' | Página não encontrada'. */
export function NotFoundPage() {
  const platform = usePlatform();
  const path = useLocationPath();
  const content = notFoundContentFor(path, platform.vertical.wording);
  useNotFoundTitle();
  return (
    <section
      aria-labelledby="not-found-title"
      css={{ maxWidth: 560, margin: '48px auto', textAlign: 'center' }}
    >
      {content.generic && <NotFoundIllustration vertical={platform.vertical.id} />}
      <h1 id="not-found-title">{content.title}</h1>
      <p>{content.text}</p>
      <Button
        href={content.href}
        onClick={(event) => {
          event.preventDefault();
          platform.navigate(content.href);
        }}
      >
        {content.action}
      </Button>
    </section>
  );
}
