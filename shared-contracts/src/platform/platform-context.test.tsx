import { render, screen } from '@testing-library/react';
import { PlatformProvider, usePlatform } from './platform-context';
import { createTestPlatform } from './create-test-platform';

function Greeting() {
  const platform = usePlatform();
  return <h1>Olá, {platform.session.getUser()?.fullName}</h1>;
}

describe('PlatformProvider', () => {
  it('gives components the platform', () => {
    render(
      <PlatformProvider platform={createTestPlatform()}>
        <Greeting />
      </PlatformProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Olá, Ana Paula Souza' })).toBeInTheDocument();
  });

  it('fails loudly outside a provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Greeting />)).toThrow('usePlatform() outside <PlatformProvider>');
  });
});
