import { useState } from 'react';
import { usePlatform } from 'shared-contracts';
import { Skeleton } from 'shared-design-system';
import { LoadError } from 'shared-design-system/area';
import { Pager } from '../../../lib/pager';
import { useAreaQuery } from '../../../lib/use-area-query';
import { examRankingQuery } from '../api/exam-api';

/** The exam's ranking, 15 per page (spec 2 §5, §7), the student's own line marked. */
export function ExamRanking({ examId }: { examId: number }) {
  const { http } = usePlatform();
  const [page, setPage] = useState(1);
  const ranking = useAreaQuery(examRankingQuery(http, examId, page));

  return (
    <section aria-labelledby="exam-ranking-title" css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <h2 id="exam-ranking-title" css={{ margin: 0 }}>
        Ranking do simulado
      </h2>
      {ranking.status === 'loading' && <Skeleton height={160} shape="rect" />}
      {ranking.status === 'error' && (
        <LoadError message="Não foi possível carregar o ranking." onRetry={ranking.retry} />
      )}
      {ranking.status === 'success' && ranking.data.rows.length === 0 && (
        <p css={{ margin: 0 }}>Ninguém finalizou este simulado ainda.</p>
      )}
      {ranking.status === 'success' && ranking.data.rows.length > 0 && (
        <>
          <table css={{ borderCollapse: 'collapse', width: '100%', maxWidth: 560 }}>
            <thead>
              <tr>
                <th scope="col" css={{ textAlign: 'left' }}>
                  Posição
                </th>
                <th scope="col" css={{ textAlign: 'left' }}>
                  Aluno
                </th>
                <th scope="col" css={{ textAlign: 'right' }}>
                  Acertos
                </th>
              </tr>
            </thead>
            <tbody>
              {ranking.data.rows.map((row) => (
                <tr
                  key={`${row.position}-${row.name}`}
                  aria-current={row.is_current_student ? 'true' : undefined}
                  css={{ fontWeight: row.is_current_student ? 700 : 400 }}
                >
                  <td>{row.position}º</td>
                  <td>{row.is_current_student ? `${row.name} (você)` : row.name}</td>
                  <td css={{ textAlign: 'right' }}>{`${row.correct} de ${row.total}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={ranking.data.page}
            lastPage={ranking.data.lastPage}
            label="Páginas do ranking"
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
