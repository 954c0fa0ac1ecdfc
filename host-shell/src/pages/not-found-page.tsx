import { useEffect } from 'react';
import { usePlatform } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { useLocationPath } from '../chrome/use-location-path';
import { notFoundContentFor } from './not-found-content';
import { NotFoundIllustration } from './not-found-illustration';

export { NOT_FOUND_ACTION, NOT_FOUND_TEXT, NOT_FOUND_TITLE } from './not-found-content';

/** The 404 (spec 1 §2 Error pages); page title: product name + ' | Página não encontrada'. */
export function NotFoundPage() {
  const platform = usePlatform();
  const path = useLocationPath();
  const content = notFoundContentFor(path, platform.vertical.wording);
  useEffect(() => {
    const previous = document.title;
    document.title = `${platform.vertical.wording.productName} | Página não encontrada`;
    return () => {
      document.title = previous;
    };
  }, [platform]);
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
