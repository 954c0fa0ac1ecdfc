import { createStore } from 'jotai/vanilla';
import type { BetaTesterStatus, LoggedUser } from 'shared-contracts';
import { userAtom } from '../state/shell-store';
import { betaActiveAtom, isUserBetaActive } from './beta';

const user = (betaTester: BetaTesterStatus) => ({ id: 1, betaTester }) as LoggedUser;

test('beta is active for aceito_ativo and ativo_obrigatorio only', () => {
  expect(isUserBetaActive(user('aceito_ativo'))).toBe(true);
  expect(isUserBetaActive(user('ativo_obrigatorio'))).toBe(true);
  for (const status of ['pendente', 'aceito_inativo', 'recusado'] as const) {
    expect(isUserBetaActive(user(status))).toBe(false);
  }
  expect(isUserBetaActive(null)).toBe(false);

  const store = createStore();
  expect(store.get(betaActiveAtom)).toBe(false);
  store.set(userAtom, user('ativo_obrigatorio'));
  expect(store.get(betaActiveAtom)).toBe(true);
});
