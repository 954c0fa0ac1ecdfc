import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { VerticalId } from 'shared-contracts';

/** A seeded student of the dev BFF (the shell's LoggedUser plus what the control API can change). */
export interface BffStudent {
  id: number;
  email: string;
  fullName: string;
  betaTester: 'pendente' | 'aceito_ativo' | 'aceito_inativo' | 'ativo_obrigatorio' | 'recusado';
  has_questions_access: boolean;
  terms_accepted: boolean;
  terms_accepted_at: string | null;
  /** feature flag overrides for this student (flag → on/off); unspecified flags follow the default set */
  features: Record<string, boolean>;
  /** e-commerce entitlement areas: questoes, monitorias, cast, sala-vip, trilhas, discursivas, redacoes, objetivos */
  ecommerce: Record<string, boolean>;
  notifications_unread: number;
  avatarUrl: string | null;
  createdAt: string;
}

/** What an area's routes get from the server core. */
export interface BffContext {
  /** the signed-in student, or undefined after replying 401 with a clear message */
  requireStudent(request: FastifyRequest, reply: FastifyReply): BffStudent | undefined;
  /** the signed-in student or null (public routes) */
  currentStudent(request: FastifyRequest): BffStudent | null;
  /** vertical from the request's `vertical` header or host name; concursos when unknown */
  vertical(request: FastifyRequest): VerticalId;
  /** this area's current state slice (replaced by a fresh seed on POST /__control/reset) */
  state<S>(area: string): S;
}

/** An area of the dev BFF: its seeded state and its routes. Registered in areas/index.ts. */
export interface BffArea<S = unknown> {
  name: string;
  seed(): S;
  register(app: FastifyInstance, ctx: BffContext): void;
}
