import { screen } from '@testing-library/react';
import { createStore } from 'jotai/vanilla';
import { onlineAtom } from '../state/shell-store';
import { OFFLINE_MESSAGE, trackOnlineStatus } from './online-status';

function setOnline(online: boolean) {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

test('offline shows a status message and flips onlineAtom; back online clears it', () => {
  document.body.innerHTML = '<div id="shell-status" role="status" aria-live="polite"></div>';
  const store = createStore();
  const stop = trackOnlineStatus(store);
  expect(screen.getByRole('status')).toHaveTextContent('');

  setOnline(false);
  expect(store.get(onlineAtom)).toBe(false);
  expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);

  setOnline(true);
  expect(store.get(onlineAtom)).toBe(true);
  expect(screen.getByRole('status')).toHaveTextContent('');
  stop();
});
