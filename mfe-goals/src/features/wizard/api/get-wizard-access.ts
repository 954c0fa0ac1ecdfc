import { queryOptions } from '@tanstack/react-query';
import type { GoalWizardAccess, PlatformApi } from 'shared-contracts';
import { expectData, serviceCall, shapeGuard } from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';

const isAccess = shapeGuard<GoalWizardAccess>({ show_wizard: 'boolean' });

/** GET /bff/goals/wizardAccessControl: whether the welcome wizard is shown (spec 2 §6). */
export function getWizardAccess(platform: PlatformApi, signal?: AbortSignal) {
  return serviceCall(AREA_NAME, 'getWizardAccess', async () =>
    expectData(
      await platform.http.api.get('bff/goals/wizardAccessControl', { signal }).json<unknown>(),
      isAccess,
      'acesso ao assistente',
    ),
  );
}

export function wizardAccessQuery(platform: PlatformApi) {
  return queryOptions({
    queryKey: ['goals', 'wizard-access'],
    queryFn: ({ signal }) => getWizardAccess(platform, signal),
  });
}
