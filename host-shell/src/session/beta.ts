import { isBetaActive, type LoggedUser } from 'shared-contracts';
import { atom } from 'jotai/vanilla';
import { userAtom } from '../state/shell-store';

/** Whether the user takes part in the beta programme (aceito_ativo or ativo_obrigatorio, spec 1 §3). */
export function isUserBetaActive(user: LoggedUser | null | undefined): boolean {
  return isBetaActive(user?.betaTester);
}

/** The signed-in user's beta status as an atom (false when signed out). */
export const betaActiveAtom = atom((get) => isUserBetaActive(get(userAtom)));
