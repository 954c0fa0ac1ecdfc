import { act, screen } from '@testing-library/react';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { renderChrome } from './render-chrome';
import { TopBar } from './top-bar';

beforeEach(() => {
  document.body.className = 'layout-navigation';
  jest.useFakeTimers({ now: new Date('2026-11-21T17:00:00Z'), doNotFake: ['setTimeout', 'clearTimeout'] }); // 14:00 SP
});

afterEach(() => {
  jest.useRealTimers();
});

const FLAGS = { favorites_menu: true, profile_menu_general: true };

test('the navigation layouts get the full bar: home logo, search, Favoritos link, profile menu', async () => {
  renderChrome(<TopBar />, { features: FLAGS });
  // the closed menus arrive in their own chunk, right after the bar
  expect(await screen.findByRole('link', { name: 'Favoritos' })).toHaveAttribute('href', '/favoritos');
  // its star is decoration: the name stays 'Favoritos'
  expect(screen.getByRole('link', { name: 'Favoritos' }).querySelector('svg.lucide-star')).toHaveAttribute(
    'aria-hidden',
    'true',
  );
  // the logo's product name is part of the link's name (label in name): 'Estudos Concursos'
  expect(screen.getByRole('link', { name: 'Página inicial, Estudos Concursos' })).toHaveAttribute(
    'href',
    '/mesa-de-estudo',
  );
  expect(screen.getByRole('search', { name: 'Busca global' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Boa tarde, Ana Paula Souza/ })).toBeInTheDocument();
});

test('Favoritos follows its flag', async () => {
  renderChrome(<TopBar />, { features: { profile_menu_general: true } });
  await screen.findByRole('button', { name: /Ana Paula Souza/ });
  expect(screen.queryByRole('link', { name: 'Favoritos' })).not.toBeInTheDocument();
});

test('the default layout gets the small bar: motivational greeting to the first name, Favoritos, profile menu', async () => {
  renderChrome(<TopBar />, { platform: createTestPlatform(), features: FLAGS });
  await act(async () => document.body.classList.replace('layout-navigation', 'layout-default'));
  expect(await screen.findByText(/^Boa tarde, Ana! /)).toBeInTheDocument();
  expect(screen.queryByRole('search')).not.toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Favoritos' })).toHaveAttribute('href', '/favoritos');
  expect(screen.getByRole('button', { name: /Ana Paula Souza/ })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Vertical/ })).not.toBeInTheDocument();
  await act(async () => document.body.classList.replace('layout-default', 'layout-navigation'));
  expect(screen.getByRole('search')).toBeInTheDocument();
});

test('signed out: an Entrar link instead of the profile menu', async () => {
  renderChrome(<TopBar />, { features: FLAGS, user: null });
  expect(await screen.findByRole('link', { name: 'Entrar' })).toBeInTheDocument();
});
