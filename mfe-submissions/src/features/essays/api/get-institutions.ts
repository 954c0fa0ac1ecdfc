import { queryOptions } from '@tanstack/react-query';
import { ESSAY_INSTITUTION_CLASSIFICATIONS_PER_PAGE, type HttpClients } from 'shared-contracts';
import {
  expectData,
  hasNumber,
  hasString,
  isRecord,
  serviceCall,
  STALE_TIME,
} from 'shared-design-system/area';
import { AREA_NAME } from '../../../constants';
import { isList } from '../../../lib/guards';

/** An option of the institution select: label and value from the classification's name and id (spec 3 §3). */
export interface InstitutionOption {
  label: string;
  value: string;
}

function isClassification(value: unknown): value is { id: number; name: string } {
  return isRecord(value) && hasNumber(value, 'id') && hasString(value, 'name');
}

/** GET /v3/redacoes/catalog/classifications (page 1, size 200 for the institution options, spec 3 §7). */
export function getInstitutions(http: HttpClients, signal?: AbortSignal): Promise<InstitutionOption[]> {
  return serviceCall(AREA_NAME, 'getInstitutions', async () => {
    const body = await http.api
      .get('v3/redacoes/catalog/classifications', {
        searchParams: { page: 1, size: ESSAY_INSTITUTION_CLASSIFICATIONS_PER_PAGE },
        signal,
      })
      .json<unknown>();
    return expectData(body, isList, 'instituições')
      .filter(isClassification)
      .map((item) => ({ label: item.name, value: String(item.id) }));
  });
}

/** The institutions of the essay form: reference data (10 min fresh). */
export function institutionsQuery(http: HttpClients) {
  return queryOptions({
    queryKey: [AREA_NAME, 'essay-institutions'],
    queryFn: ({ signal }) => getInstitutions(http, signal),
    staleTime: STALE_TIME.reference,
  });
}
