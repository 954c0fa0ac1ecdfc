import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { usePlatform, VERTICAL_WORDING, type VerticalId } from 'shared-contracts';
import { Card, EmptyState } from 'shared-design-system';
import { AreaNotFoundPage, AreaPage } from 'shared-design-system/area';
import { CardListView } from '../../../lib/card-list-view';
import { CardTitleLink } from '../../../lib/card-title-link';
import { highlightsQuery } from '../api/get-home-highlights';
import { HIGHLIGHT_PAGES } from '../highlight-pages';

/** /destaques (own vertical) and /destaques/destaques-{cj,med,oab,vest}: highlights of a vertical. */
export function HighlightsPage() {
  const { page } = useParams();
  const asked = page === undefined ? null : HIGHLIGHT_PAGES[page];
  if (asked === undefined) return <AreaNotFoundPage />;
  return <VerticalHighlights asked={asked} />;
}

const NO_HIGHLIGHTS = (
  <EmptyState title="Nenhum destaque no momento" description="Volte em breve para conferir as novidades." />
);

function VerticalHighlights({ asked }: { asked: VerticalId | null }) {
  const { http, vertical } = usePlatform();
  // a failed call answers the vertical's static file (see highlightsQuery); only both failing is an error
  const highlights = useQuery({
    ...highlightsQuery(http, asked, vertical.id),
    select: (answer) => answer.highlights,
  });
  const title = asked === null ? 'Destaques' : `Destaques de ${VERTICAL_WORDING[asked].verticalName}`;
  return (
    <AreaPage title={title}>
      <CardListView
        query={highlights}
        errorMessage="Não foi possível carregar os destaques."
        label="Destaques"
        loadingLabel="Carregando destaques"
        itemHeight={96}
        empty={NO_HIGHLIGHTS}
        itemKey={(highlight) => highlight.id}
      >
        {(highlight) => (
          <Card
            headingLevel={2}
            title={<CardTitleLink href={highlight.url}>{highlight.title}</CardTitleLink>}
          >
            <p css={{ margin: 0 }}>{highlight.description}</p>
          </Card>
        )}
      </CardListView>
    </AreaPage>
  );
}
