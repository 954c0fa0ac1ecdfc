import { act, screen } from '@testing-library/react';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { mount, unmount } from './shell-pages-app';
import { MAINTENANCE_TITLE } from '../overlays/maintenance-page';
import { ERROR_RETRY, ERROR_TITLE } from './error-page';
import { GENERIC_MISSING_TEXT, NOT_FOUND_ACTION, NOT_FOUND_TEXT, NOT_FOUND_TITLE } from './not-found-page';

beforeEach(() => {
  document.body.innerHTML = '<main id="area"></main>';
});

test('an unowned path shows the generic 404 with the vertical product name in the title', async () => {
  window.history.pushState({}, '', '/nao-existe');
  const platform = createTestPlatform({ vertical: 'medicina' });
  await act(() => mount({ platform }));
  expect(screen.getByRole('heading', { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument();
  expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: NOT_FOUND_ACTION })).toHaveAttribute('href', '/questoes/buscar');
  expect(document.title).toBe(`${platform.vertical.wording.productName} | Página não encontrada`);
  act(() => screen.getByRole('link', { name: NOT_FOUND_ACTION }).click());
  expect(platform.calls.navigations).toEqual(['/questoes/buscar']);
  await act(() => unmount());
  expect(document.getElementById('area')).toBeEmptyDOMElement();
});

test("the shell's status pages: /404 is the generic missing page, /500 the generic error, /503 maintenance", async () => {
  const platform = createTestPlatform({ vertical: 'oab' });
  window.history.pushState({}, '', '/404');
  await act(() => mount({ platform }));
  expect(screen.getByText(GENERIC_MISSING_TEXT)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: NOT_FOUND_TITLE })).not.toBeInTheDocument();
  expect(document.title).toBe('Estudos OAB | Página não encontrada');
  await act(() => unmount());

  window.history.pushState({}, '', '/500');
  await act(() => mount({ platform }));
  expect(screen.getByRole('heading', { level: 1, name: ERROR_TITLE })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: ERROR_RETRY })).toBeInTheDocument();
  await act(() => unmount());

  window.history.pushState({}, '', '/503');
  await act(() => mount({ platform }));
  expect(screen.getByRole('heading', { level: 1, name: MAINTENANCE_TITLE })).toBeInTheDocument();
  expect(screen.queryByText(':')).not.toBeInTheDocument();
  await act(() => unmount());
});
