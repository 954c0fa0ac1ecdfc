import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { ContentSkeleton, Pager, QueryView, usePagePastEnd } from 'shared-design-system/area';
import { examRankingQuery } from '../api/exam-api';

/**
 * Props of `ExamRanking`: the exam, the page shown and how the pager moves: buttons (`onPage`, also asked for
 * the first page when the page is past the last one), or links (`hrefOf`, with `onPastLast`, which takes the
 * address back to the first page).
 */
export type ExamRankingProps = { examId: number; page: number } & (
  | { onPage: (page: number) => void; hrefOf?: undefined; onPastLast?: undefined }
  | { hrefOf: (page: number) => string; onPastLast: () => void; onPage?: undefined }
);

/**
 * The exam's ranking, 15 per page (spec 2 §5, §7), the student's own line marked. The page is its owner's:
 * the ranking page keeps it in the address (links), the result of a run in its state (buttons). A page past
 * the last one (an old link) goes back to the first.
 */
export function ExamRanking({ examId, page, onPage, hrefOf, onPastLast }: ExamRankingProps) {
  const { http } = usePlatform();
  const ranking = useQuery(examRankingQuery(http, examId, page));
  const pastLast = usePagePastEnd(page, ranking.data?.lastPage, () =>
    onPastLast ? onPastLast() : onPage?.(1),
  );
  const skeleton = <ContentSkeleton count={1} itemHeight={160} label="Carregando ranking do simulado" />;

  return (
    <section aria-labelledby="exam-ranking-title" css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <h2 id="exam-ranking-title" css={{ margin: 0 }}>
        Ranking do simulado
      </h2>
      {/* a page past the last one is on its way back to the first: not shown as an empty ranking meanwhile */}
      {pastLast ? (
        skeleton
      ) : (
        <QueryView
          query={ranking}
          errorMessage="Não foi possível carregar o ranking."
          skeleton={skeleton}
          isEmpty={(answer) => answer.rows.length === 0}
          empty={<p css={{ margin: 0 }}>Ninguém finalizou este simulado ainda.</p>}
        >
          {(answer) => (
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
                  {answer.rows.map((row) => (
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
                page={answer.page}
                lastPage={answer.lastPage}
                label="Páginas do ranking"
                onPage={onPage}
                hrefOf={hrefOf}
              />
            </>
          )}
        </QueryView>
      )}
    </section>
  );
}
