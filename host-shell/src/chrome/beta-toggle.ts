import type { BetaTesterStatus, HttpClients } from 'shared-contracts';
import { SURVEY_DELAY_MS } from 'shared-contracts';

export interface BetaToggleDeps {
  http: HttpClients;
  /** shows the disable survey */
  showSurvey: () => void;
  /** reloads the page so the features of the new status apply */
  reload: () => void;
  /** called with the saved status before the survey or the reload */
  onSaved: (status: BetaTesterStatus) => void;
}

/**
 * The profile menu's 'Funcionalidades Beta' toggle (spec 1 §4 Beta tester): active → PUT aceito_inativo and
 * the disable survey SURVEY_DELAY_MS later (the page reloads once the survey is answered or dismissed);
 * inactive → PUT aceito_ativo and the page reloads. Throws when the PUT fails, nothing changed then.
 */
export async function toggleBeta(currentlyActive: boolean, deps: BetaToggleDeps): Promise<void> {
  const next: BetaTesterStatus = currentlyActive ? 'aceito_inativo' : 'aceito_ativo';
  await deps.http.api.put('bff/profile/beta-tester', { json: { beta_tester: next } });
  deps.onSaved(next);
  if (currentlyActive) setTimeout(deps.showSurvey, SURVEY_DELAY_MS);
  else deps.reload();
}
