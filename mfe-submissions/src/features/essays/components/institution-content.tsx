import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { ContentSkeleton } from 'shared-design-system/area';
import { essayPageContentQuery } from '../api/get-essay-page-content';

/**
 * The essays page content of the chosen institution, from the content service (spec 3 §7). An institution
 * without content shows nothing; a failure says so here and the form goes on working.
 */
export function InstitutionContent({ institutionId }: { institutionId: string }) {
  const { http } = usePlatform();
  const content = useQuery(essayPageContentQuery(http, institutionId));
  if (content.isPending)
    return <ContentSkeleton shape="list" count={1} itemHeight={48} label="Carregando orientações" />;
  if (content.isError) {
    return (
      <p role="status" css={(theme) => ({ margin: 0, color: theme.colors.textMuted })}>
        Não foi possível carregar as orientações desta instituição.
      </p>
    );
  }
  if (!content.data) return null;
  return (
    <section
      aria-label={content.data.title}
      css={(theme) => ({
        padding: theme.space.sm,
        borderLeft: `4px solid ${theme.colors.primary}`,
        background: theme.colors.surface,
      })}
    >
      <strong css={{ display: 'block', marginBottom: 4 }}>{content.data.title}</strong>
      <p css={{ margin: 0, whiteSpace: 'pre-wrap' }}>{content.data.text}</p>
    </section>
  );
}
