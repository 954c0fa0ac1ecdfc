/** A query value read or the pt-BR reason it is invalid (the route answers 400 with it). */
export type QueryResult<T> = { ok: true; value: T } | { ok: false; message: string };

type Query = Record<string, unknown>;

function single(query: Query, name: string): string | undefined {
  const raw = query[name];
  if (raw === undefined) return undefined;
  return Array.isArray(raw) ? String(raw[raw.length - 1]) : String(raw);
}

/** An integer query parameter in [min, max]; absent → fallback. */
export function readIntParam(
  query: Query,
  name: string,
  options: { fallback: number; min?: number; max: number },
): QueryResult<number> {
  const min = options.min ?? 1;
  const raw = single(query, name);
  if (raw === undefined || raw === '') return { ok: true, value: options.fallback };
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw.trim()) || value < min || value > options.max) {
    return {
      ok: false,
      message: `O parâmetro ${name} deve ser um número inteiro entre ${min} e ${options.max}.`,
    };
  }
  return { ok: true, value };
}

/** An optional positive integer (an id); absent → null. */
export function readOptionalId(query: Query, name: string): QueryResult<number | null> {
  const raw = single(query, name);
  if (raw === undefined || raw === '') return { ok: true, value: null };
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < 1) {
    return { ok: false, message: `O parâmetro ${name} deve ser um identificador numérico.` };
  }
  return { ok: true, value: Number(raw) };
}

/** A boolean flag written as true/false (or 1/0); absent → fallback. */
export function readBoolParam(query: Query, name: string, fallback: boolean): QueryResult<boolean> {
  const raw = single(query, name);
  if (raw === undefined || raw === '') return { ok: true, value: fallback };
  if (raw === 'true' || raw === '1') return { ok: true, value: true };
  if (raw === 'false' || raw === '0') return { ok: true, value: false };
  return { ok: false, message: `O parâmetro ${name} deve ser true ou false.` };
}

/** One page of a list and its pagination block. */
export function paginate<T>(items: readonly T[], page: number, perPage: number) {
  const total = items.length;
  return {
    data: items.slice((page - 1) * perPage, page * perPage),
    meta: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) },
  };
}
