import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { usePlatform, type Discursive } from 'shared-contracts';
import { Card, EmptyState } from 'shared-design-system';
import { LOAD_FAILURE_MESSAGE, ROUTES } from '../../../constants';
import {
  AreaPage,
  CardGrid,
  ContentSkeleton,
  formatDate,
  formatDateTime,
  QueryView,
} from 'shared-design-system/area';
import { StatusBadge } from '../../../lib/status-badge';
import { discursivesQuery } from '../api/get-discursives';
import { isClosed, submissionLimit } from '../state/discursive-rules';

/** /discursivas: the discursive mock exams ('Simulados discursivos', or 'Simulados de 2ª Fase' on oab). */
export function DiscursivesPage() {
  const platform = usePlatform();
  const discursives = useQuery(discursivesQuery(platform.http));
  const failed = discursives.isError && discursives.data === undefined;

  useEffect(() => {
    if (failed) platform.toast({ kind: 'error', message: LOAD_FAILURE_MESSAGE });
  }, [failed, platform]);

  return (
    <AreaPage
      title={platform.vertical.wording.discursives}
      intro="Resolva, envie suas respostas e receba a correção de um professor."
    >
      <QueryView
        query={discursives}
        errorMessage="Não foi possível carregar os simulados."
        skeleton={<ContentSkeleton shape="cards" count={2} itemHeight={120} label="Carregando simulados" />}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            title="Nenhum simulado disponível no momento"
            description="Novos simulados aparecem aqui assim que forem publicados."
          />
        }
      >
        {(list) => (
          <CardGrid label={platform.vertical.wording.discursives} minCardWidth={300}>
            {list.map((discursive) => (
              <li key={discursive.id}>
                <DiscursiveCard discursive={discursive} />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryView>
    </AreaPage>
  );
}

function DiscursiveCard({ discursive }: { discursive: Discursive }) {
  const closed = isClosed(discursive);
  const last = discursive.submissions[discursive.submissions.length - 1];
  return (
    <Card
      title={<Link to={ROUTES.discursive(discursive.slug)}>{discursive.name}</Link>}
      css={{ height: '100%' }}
    >
      {discursive.authors.length > 0 && (
        <p css={{ margin: 0 }}>Por {discursive.authors.map((a) => a.author_name).join(', ')}</p>
      )}
      <p css={(theme) => ({ margin: 0, color: closed ? theme.colors.error : theme.colors.textMuted })}>
        {closed
          ? `Prazo encerrado em ${formatDate(discursive.available_until)}`
          : `Envie até ${formatDateTime(discursive.available_until)}`}
      </p>
      <p css={{ margin: 0 }}>
        Envios: {discursive.submissions.length} de {submissionLimit(discursive)}
      </p>
      {last && (
        <div>
          <StatusBadge status={last.status} />
        </div>
      )}
    </Card>
  );
}
