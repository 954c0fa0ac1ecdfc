import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePlatform } from 'shared-contracts';
// the main entry (the shared singleton under federation), never its files: see create-area-lifecycles.tsx
import { Button } from 'shared-design-system';
import { AreaPage } from './area-page';
import { notFoundContentFor, type NotFoundContent } from 'shared-design-system/not-found-content';

/** Props of `AreaNotFoundPage`: each one overrides what spec 1 §2 gives for the path. */
export type AreaNotFoundPageProps = Partial<Omit<NotFoundContent, 'generic'>>;

/**
 * An area's 404 (spec 1 §2 Error pages): under /todos-os-cursos/, /trilhas-estrategicas/, /monitorias/ and
 * /cast/ the item does not exist, with a button back to the area; anywhere else 'Ops... Essa página não está
 * mais aqui' with a button to the question selection. The page title is the product name + ' | Página não
 * encontrada'. The button goes through the platform, so it also reaches another area.
 */
export function AreaNotFoundPage(overrides: AreaNotFoundPageProps) {
  const platform = usePlatform();
  const { pathname } = useLocation();
  const content = { ...notFoundContentFor(pathname, platform.vertical.wording), ...overrides };
  const productName = platform.vertical.wording.productName;
  useEffect(() => {
    const previous = document.title;
    document.title = `${productName} | Página não encontrada`;
    return () => {
      document.title = previous;
    };
  }, [productName]);
  return (
    <AreaPage title={content.title}>
      <p css={{ margin: 0 }}>{content.text}</p>
      <div>
        <Button
          href={content.href}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
              return;
            event.preventDefault();
            platform.navigate(content.href);
          }}
        >
          {content.action}
        </Button>
      </div>
    </AreaPage>
  );
}
