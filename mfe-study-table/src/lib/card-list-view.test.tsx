import { act, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { renderWithTheme } from 'shared-design-system/testing';
import { CardListView } from './card-list-view';

interface Item {
  id: number;
  title: string;
}

/** A list whose answer the test hands over, as an ordinary (blocking) update, the way a query's store does. */
function Harness({ commits, give }: { commits: string[]; give: (answer: (items: Item[]) => void) => void }) {
  const [data, setData] = useState<Item[] | undefined>(undefined);
  give(setData);
  return (
    <Profiler id="list" onRender={() => commits.push(document.body.textContent ?? '')}>
      <CardListView<Item>
        query={{
          data,
          error: null,
          isPending: data === undefined,
          isError: false,
          isFetching: data === undefined,
          refetch: () => Promise.reject(new Error('not in this test')),
        }}
        errorMessage="Não foi possível carregar."
        label="Atividades recentes"
        loadingLabel="Carregando atividades recentes"
        itemHeight={150}
        empty={<p>Nada ainda.</p>}
        itemKey={(item) => item.id}
      >
        {(item) => <p>{item.title}</p>}
      </CardListView>
    </Profiler>
  );
}

describe('CardListView', () => {
  it("renders a list's first answer after the blocking render that brings it (the dashboard's cards, issue 12)", async () => {
    const commits: string[] = [];
    let answer: (items: Item[]) => void = () => undefined;
    renderWithTheme(<Harness commits={commits} give={(set) => (answer = set)} />);
    expect(screen.getByRole('status', { name: 'Carregando atividades recentes' })).toBeInTheDocument();
    commits.length = 0;

    act(() => answer([{ id: 1, title: 'Crase: questões comentadas' }]));

    expect(await screen.findByText('Crase: questões comentadas')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Atividades recentes' })).toBeInTheDocument();
    // the answer's own render still shows the skeleton: the cards are drawn at transition priority, in slices
    expect(commits[0]).not.toContain('Crase: questões comentadas');
    expect(commits.at(-1)).toContain('Crase: questões comentadas');
  });
});
