import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoggedUser, VerticalId } from 'shared-contracts';

/**
 * A seeded student of the dev BFF: the shell's LoggedUser (GET /bff/profile/me answers exactly those
 * fields) plus what the control API can change.
 */
export interface BffStudent extends LoggedUser {
  /** feature flag overrides for this student (flag → on/off); unspecified flags follow the default set */
  features: Record<string, boolean>;
  /** e-commerce entitlement areas: questoes, monitorias, cast, sala-vip, trilhas, discursivas, redacoes, objetivos */
  ecommerce: Record<string, boolean>;
  notifications_unread: number;
}

/** What an area's routes get from the server core. */
export interface BffContext {
  /** the signed-in student, or undefined after replying 401 with a clear message */
  requireStudent(request: FastifyRequest, reply: FastifyReply): BffStudent | undefined;
  /** the signed-in student or null (public routes) */
  currentStudent(request: FastifyRequest): BffStudent | null;
  /** vertical from the request's `x-vertical` header or host name; concursos when unknown */
  vertical(request: FastifyRequest): VerticalId;
  /**
   * This area's current state slice. POST /__control/reset replaces it by a fresh seed, so read it on
   * every request instead of keeping a reference.
   */
  state<S>(area: string): S;
}

/** An area of the dev BFF: its seeded state and its routes. Registered in areas/index.ts. */
export interface BffArea<S = unknown> {
  name: string;
  seed(): S;
  register(app: FastifyInstance, ctx: BffContext): void;
}
