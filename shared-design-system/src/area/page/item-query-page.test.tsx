import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform } from 'shared-contracts/testing';
import { AreaProviders } from '../area-providers';
import { getDataOrNull, nullWhenNotFound } from '../api/service-call';
import { createAreaQueryClient } from '../query/create-area-query-client';
import { ItemQueryPage } from './item-query-page';

function httpError(status: number) {
  return Object.assign(new Error(`status ${status}`), {
    name: 'HTTPError',
    response: new Response('{}', { status }),
  });
}

function Course({ load }: { load: () => Promise<{ name: string }> }) {
  const query = useQuery({ queryKey: ['test', 'course'], queryFn: () => nullWhenNotFound(load) });
  return (
    <ItemQueryPage
      query={query}
      skeleton={<p>Carregando curso</p>}
      errorTitle="Curso"
      errorMessage="Não foi possível carregar o curso."
      notFound={{
        title: 'Curso não encontrado',
        text: 'Este curso não existe.',
        action: <a href="/cursos">Ver todos os cursos</a>,
      }}
    >
      {(course) => <h1>{course.name}</h1>}
    </ItemQueryPage>
  );
}

function renderCourse(load: () => Promise<{ name: string }>) {
  return render(
    <AreaProviders platform={createTestPlatform()} queryClient={createAreaQueryClient()}>
      <Course load={load} />
    </AreaProviders>,
  );
}

describe('ItemQueryPage and nullWhenNotFound', () => {
  it('shows the skeleton, then the item', async () => {
    renderCourse(() => Promise.resolve({ name: 'Direito Constitucional' }));
    expect(screen.getByText('Carregando curso')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Direito Constitucional' }),
    ).toBeInTheDocument();
  });

  it("shows the item's own not-found page when the server answers 404, with the way on", async () => {
    renderCourse(() => Promise.reject(httpError(404)));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Curso não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Este curso não existe.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver todos os cursos' })).toHaveAttribute('href', '/cursos');
  });

  it('shows the load error under the title on another failure, and the retry loads the item', async () => {
    const load = jest.fn().mockRejectedValueOnce(httpError(500)).mockResolvedValue({ name: 'Português' });
    renderCourse(load);
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível carregar o curso.');
    expect(screen.getByRole('heading', { level: 1, name: 'Curso' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Português' })).toBeInTheDocument();
  });
});

describe('getDataOrNull', () => {
  const isCourse = (value: unknown): value is { name: string } =>
    typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';
  const client = (answer: () => Promise<unknown>) =>
    ({ get: () => ({ json: answer }) }) as unknown as Parameters<typeof getDataOrNull>[0];

  it("gives the item's checked data, and null when the server has no such item", async () => {
    await expect(
      getDataOrNull(
        client(() => Promise.resolve({ data: { name: 'Português' } })),
        'c/1',
        isCourse,
        'curso',
      ),
    ).resolves.toEqual({ name: 'Português' });
    await expect(
      getDataOrNull(
        client(() => Promise.reject(httpError(404))),
        'c/1',
        isCourse,
        'curso',
      ),
    ).resolves.toBeNull();
  });

  it('rethrows any other failure, and refuses an answer of another shape', async () => {
    await expect(
      getDataOrNull(
        client(() => Promise.reject(httpError(500))),
        'c/1',
        isCourse,
        'curso',
      ),
    ).rejects.toThrow('status 500');
    await expect(
      getDataOrNull(
        client(() => Promise.resolve({ data: { title: 'x' } })),
        'c/1',
        isCourse,
        'curso',
      ),
    ).rejects.toThrow('Resposta inesperada do servidor: curso');
  });
});
