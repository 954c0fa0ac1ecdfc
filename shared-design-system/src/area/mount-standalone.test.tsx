import { act, screen } from '@testing-library/react';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { mountStandalone } from './mount-standalone';
import type { AreaRootProps } from './create-area-lifecycles';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mountStandalone', () => {
  it('renders Root with the platform into #area and returns an unmount function', () => {
    function Root({ platform }: AreaRootProps) {
      return (
        <h1>
          Área de {platform.vertical.wording.verticalName}
          <span className="visually-hidden"> (modo isolado)</span>
        </h1>
      );
    }
    let unmount: () => void = () => {};
    act(() => {
      unmount = mountStandalone({
        name: 'mfe-goals',
        Root,
        platform: createTestPlatform({ vertical: 'vestibulares' }),
      });
    });
    const area = document.getElementById('area');
    expect(area).toContainElement(
      screen.getByRole('heading', { name: 'Área de Vestibulares (modo isolado)' }),
    );
    expect(document.getElementById('single-spa-application:mfe-goals')).toContainElement(
      screen.getByRole('heading'),
    );
    // no host here: the host's global styles are mounted too
    expect(getComputedStyle(screen.getByText('(modo isolado)')).position).toBe('absolute');
    act(() => unmount());
    expect(area).toBeEmptyDOMElement();
  });
});
