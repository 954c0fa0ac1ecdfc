import type { FastifyRequest } from 'fastify';
import { HEADER_VERTICAL, isVerticalId, verticalFromHost, type VerticalId } from 'shared-contracts';

/** The `x-vertical` header when it names a vertical, else the first label of the Host; unknown → concursos. */
export function verticalOfRequest(request: FastifyRequest): VerticalId {
  const header = request.headers[HEADER_VERTICAL];
  const value = typeof header === 'string' ? header.trim().toLowerCase() : '';
  if (isVerticalId(value)) return value;
  return verticalFromHost(request.headers.host ?? '');
}
