import { act, screen } from '@testing-library/react';
import { createTestPlatform } from 'shared-contracts/test-platform';
import { mount, unmount } from './shell-pages-app';
import { MAINTENANCE_TITLE } from '../overlays/maintenance-page';
import { APP_DOWNLOAD_TEXT, APP_DOWNLOAD_TITLE, paintBootAppDownloadPage } from './app-download-page';
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

test("the app download page takes the place of the early boot's copy: one heading, and the text is never missing", async () => {
  window.history.pushState({}, '', '/baixar-o-app');
  paintBootAppDownloadPage();
  const area = document.getElementById('area')!;
  expect(screen.getByRole('heading', { level: 1, name: APP_DOWNLOAD_TITLE })).toBeInTheDocument();
  // React commits the page and removes the copy in the same frame (a layout effect)
  const seenWithoutText: boolean[] = [];
  const observer = new MutationObserver(() =>
    seenWithoutText.push(!area.textContent?.includes(APP_DOWNLOAD_TEXT)),
  );
  observer.observe(area, { childList: true, subtree: true });
  await act(() => mount({ platform: createTestPlatform() }));
  observer.disconnect();
  expect(seenWithoutText).not.toContain(true);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('region', { name: APP_DOWNLOAD_TITLE })).toHaveTextContent(APP_DOWNLOAD_TEXT);
  expect(area.querySelector('[data-boot-page]')).toBeNull();
  await act(() => unmount());
});
