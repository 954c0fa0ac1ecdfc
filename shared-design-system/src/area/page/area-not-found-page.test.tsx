import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProvider } from 'shared-contracts';
import { createTestPlatform } from 'shared-contracts/testing';
import { PlatformThemeProvider } from 'shared-design-system';
import { AreaNotFoundPage } from './area-not-found-page';

function renderAt(path: string, vertical: 'concursos' | 'oab' = 'concursos') {
  const platform = createTestPlatform({ vertical });
  render(
    <PlatformProvider platform={platform}>
      <PlatformThemeProvider vertical={vertical}>
        <MemoryRouter initialEntries={[path]}>
          <AreaNotFoundPage />
        </MemoryRouter>
      </PlatformThemeProvider>
    </PlatformProvider>,
  );
  return platform;
}

describe('AreaNotFoundPage (spec 1 §2 error pages)', () => {
  it('says an album does not exist under /cast/ and goes back to /cast', async () => {
    const platform = renderAt('/cast/album/999');
    expect(screen.getByRole('heading', { level: 1, name: 'Álbum não encontrado' })).toBeInTheDocument();
    expect(screen.getByText('Este álbum não existe ou foi removido.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Voltar para o Cast' }));
    expect(platform.calls.navigations).toEqual(['/cast']);
    expect(document.title).toBe('Estudos Concursos | Página não encontrada');
  });

  it("names the tutoring in the vertical's words under /monitorias/", () => {
    renderAt('/monitorias/xyz', 'oab');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Curso Especial: conteúdo não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para Cursos Especiais' })).toHaveAttribute(
      'href',
      '/monitorias',
    );
  });

  it('is the generic page elsewhere, with a link to the question selection', () => {
    renderAt('/objetivos/nao-existe');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ops... Essa página não está mais aqui' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Você pode fazer uma busca acima ou voltar para a seleção de questões.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para a seleção de questões' })).toHaveAttribute(
      'href',
      '/questoes/buscar',
    );
  });
});
