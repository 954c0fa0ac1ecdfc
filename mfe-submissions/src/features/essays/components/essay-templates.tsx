import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { ContentSkeleton, PageSection, QueryView, safeHref } from 'shared-design-system/area';
import { essayTemplatesQuery } from '../api/get-essay-templates';

/** The sample template files of the student's vertical, to download (spec 3 §2). */
export function EssayTemplates() {
  const platform = usePlatform();
  const templates = useQuery(essayTemplatesQuery(platform.http, platform.vertical.id));
  return (
    <PageSection title="Modelos de folha de redação">
      <QueryView
        query={templates}
        errorMessage="Não foi possível carregar os modelos de redação."
        skeleton={<ContentSkeleton shape="list" count={2} itemHeight={24} label="Carregando modelos" />}
        isEmpty={(list) => list.length === 0}
        empty={<p css={{ margin: 0 }}>Não há modelos de redação para a sua área.</p>}
      >
        {(list) => (
          <ul aria-label="Modelos de folha de redação" css={{ margin: 0 }}>
            {list.map((template) => {
              const href = safeHref(template.url);
              return (
                <li key={template.url}>
                  {href ? (
                    <a href={href} download target="_blank" rel="noreferrer noopener">
                      {template.name}
                    </a>
                  ) : (
                    template.name
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
    </PageSection>
  );
}
