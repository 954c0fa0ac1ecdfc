import { useTheme } from '@emotion/react';
import { act, render, screen } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { usePlatform, type PlatformApi } from 'shared-contracts';
import { createTestPlatform } from 'shared-contracts/test-platform';
import userEvent from '@testing-library/user-event';
import { AreaShell } from './area-shell';
import { RENDER_FAULT_STORAGE_KEY } from './render-fault';
import type { PlatformAppearance } from './use-platform-appearance';

function Probe() {
  const platform = usePlatform();
  const theme = useTheme();
  return (
    <p>
      {platform.vertical.wording.notebooksAndExams} · {theme.brand.productName} ·{' '}
      {theme.dark ? 'escuro' : 'claro'} · {theme.fontSizes.md}
    </p>
  );
}

describe('AreaShell', () => {
  it("gives the area the platform and the theme of the platform's vertical", () => {
    render(
      <AreaShell platform={createTestPlatform({ vertical: 'medicina' })}>
        <Probe />
      </AreaShell>,
    );
    expect(screen.getByText('Listas e Simulados · Estudos Medicina · claro · 16')).toBeInTheDocument();
  });

  it('takes dark mode and accessibility overrides', () => {
    render(
      <AreaShell platform={createTestPlatform()} dark accessibility={{ fontSizeModifier: 4 }}>
        <Probe />
      </AreaShell>,
    );
    expect(screen.getByText('Cadernos e Simulados · Estudos Concursos · escuro · 24')).toBeInTheDocument();
  });

  it("follows the host's appearance when the platform shares one", async () => {
    const appearance$ = new BehaviorSubject<PlatformAppearance>({
      dark: false,
      accessibility: { fontSizeModifier: 0, lineHeightModifier: 0, marginSizeModifier: 0 },
    });
    const platform: PlatformApi = Object.assign(createTestPlatform({ vertical: 'oab' }), {
      appearance: { get: () => appearance$.getValue(), appearance$ },
    });
    render(
      <AreaShell platform={platform}>
        <Probe />
      </AreaShell>,
    );
    expect(screen.getByText(/Estudos OAB · claro · 16/)).toBeInTheDocument();
    act(() => {
      appearance$.next({
        dark: true,
        accessibility: { fontSizeModifier: 2, lineHeightModifier: 0, marginSizeModifier: 0 },
      });
    });
    expect(await screen.findByText(/Estudos OAB · escuro · 20/)).toBeInTheDocument();
  });

  it('catches an error of the area with the pt-BR fallback', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('quebrou');
    }
    render(
      <AreaShell platform={createTestPlatform()}>
        <Broken />
      </AreaShell>,
    );
    expect(screen.getByRole('heading', { name: 'Tivemos um problema' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  describe('the render fault of the e2e fault matrix', () => {
    afterEach(() => window.sessionStorage.clear());

    it('makes the named area throw while rendering, inside its boundary; the retry renders it once cleared', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      window.sessionStorage.setItem(RENDER_FAULT_STORAGE_KEY, 'mfe-cast');
      render(
        <AreaShell platform={createTestPlatform({ environment: 'local' })} area="mfe-cast">
          <p>Área desenhada</p>
        </AreaShell>,
      );
      expect(screen.getByRole('heading', { name: 'Tivemos um problema' })).toBeInTheDocument();
      expect(screen.queryByText('Área desenhada')).not.toBeInTheDocument();
      window.sessionStorage.removeItem(RENDER_FAULT_STORAGE_KEY);
      await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      expect(screen.getByText('Área desenhada')).toBeInTheDocument();
    });

    it('touches neither another area nor production', () => {
      window.sessionStorage.setItem(RENDER_FAULT_STORAGE_KEY, 'mfe-cast');
      render(
        <>
          <AreaShell platform={createTestPlatform({ environment: 'local' })} area="mfe-goals">
            <p>Objetivos desenhados</p>
          </AreaShell>
          <AreaShell platform={createTestPlatform({ environment: 'production' })} area="mfe-cast">
            <p>Cast em produção</p>
          </AreaShell>
        </>,
      );
      expect(screen.getByText('Objetivos desenhados')).toBeInTheDocument();
      expect(screen.getByText('Cast em produção')).toBeInTheDocument();
    });
  });
});
