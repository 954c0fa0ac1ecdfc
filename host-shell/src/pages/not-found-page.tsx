import { useEffect } from 'react';
import { usePlatform } from 'shared-contracts';
import { Button } from 'shared-design-system';

export const NOT_FOUND_TITLE = 'Ops... Essa página não está mais aqui';
export const NOT_FOUND_TEXT = 'Você pode fazer uma busca acima ou voltar para a seleção de questões.';
export const NOT_FOUND_ACTION = 'Ir para a seleção de questões';

/** The generic 404 (spec 1 §2 Error pages); page title: product name + ' | Página não encontrada'. */
export function NotFoundPage() {
  const platform = usePlatform();
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
      <h1 id="not-found-title">{NOT_FOUND_TITLE}</h1>
      <p>{NOT_FOUND_TEXT}</p>
      <Button
        href="/questoes/buscar"
        onClick={(event) => {
          event.preventDefault();
          platform.navigate('/questoes/buscar');
        }}
      >
        {NOT_FOUND_ACTION}
      </Button>
    </section>
  );
}
