import { useQuery } from '@tanstack/react-query';
import { usePlatform } from 'shared-contracts';
import { ContentSkeleton, QueryView, Pager, type PagerProps } from 'shared-design-system/area';
import { examRankingQuery } from '../api/exam-api';

/** Props of `ExamRanking`: the exam, the page shown and how the pager moves (links or buttons). */
export type ExamRankingProps = { examId: number; page: number } & Pick<PagerProps, 'onPage' | 'hrefOf'>;

/**
 * The exam's ranking, 15 per page (spec 2 §5, §7), the student's own line marked. The page is its owner's:
 * the ranking page keeps it in the address (links), the result of a run in its state (buttons).
 */
export function ExamRanking({ examId, page, onPage, hrefOf }: ExamRankingProps) {
  const { http } = usePlatform();
  const ranking = useQuery(examRankingQuery(http, examId, page));

  return (
    <section aria-labelledby="exam-ranking-title" css={(theme) => ({ display: 'grid', gap: theme.space.sm })}>
      <h2 id="exam-ranking-title" css={{ margin: 0 }}>
        Ranking do simulado
      </h2>
      <QueryView
        query={ranking}
        errorMessage="Não foi possível carregar o ranking."
        skeleton={<ContentSkeleton count={1} itemHeight={160} label="Carregando ranking do simulado" />}
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
    </section>
  );
}
