import type { BffStudent } from './area';
import { allEcommerceAreas, allFlags } from './feature-flags';

/** E-mails of the seeded students, for tests and area seeds. */
export const ALUNO_EMAIL = 'aluno@exemplo.com.br';
export const NOVO_EMAIL = 'novo@exemplo.com.br';
export const SEMFLAGS_EMAIL = 'semflags@exemplo.com.br';
export const INATIVO_EMAIL = 'inativo@exemplo.com.br';

/** Why each seeded student exists; shown on the sign-in page. */
export const STUDENT_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [ALUNO_EMAIL]: 'Tudo liberado: todas as áreas compradas, todas as funcionalidades, Beta Tester ativo.',
  [NOVO_EMAIL]: 'Aluno novo: nenhuma área comprada, convite Beta pendente, termos de questões não aceitos.',
  [SEMFLAGS_EMAIL]: 'Todas as funcionalidades (feature flags) desligadas.',
  [INATIVO_EMAIL]: 'Beta Tester inativo (aceito_inativo).',
};

/** A function, not a constant: every student and every reset needs its own objects (PATCH mutates them). */
function profileDefaults() {
  return {
    mobile: null,
    birthday: null,
    address: null,
    avatarUrl: null,
    permissions: [],
    questionsAccessExpiration: '2027-12-31T23:59:59.000Z',
    features: {},
    notifications_unread: 0,
  } satisfies Partial<BffStudent>;
}

/**
 * A fresh copy of the seeded students. Ids end in distinct hex digits (0, f, 4, 8) because the beta A/B
 * rollout is decided by the last hex digit of the user id: Ana (…0) gets every rollout from 3.125 %, Bruno
 * (…f) only those from 96.875 %.
 */
export function seedStudents(): BffStudent[] {
  return [
    {
      ...profileDefaults(),
      id: 0x3f0,
      email: ALUNO_EMAIL,
      fullName: 'Ana Paula Souza',
      mobile: '(11) 98765-4321',
      birthday: '1996-04-12',
      address: { city: 'São Paulo', state: 'SP', zipCode: '01310-100' },
      betaTester: 'aceito_ativo',
      createdAt: '2023-02-10T13:00:00.000Z',
      has_questions_access: true,
      terms_accepted: true,
      terms_accepted_at: '2023-02-10T13:05:00.000Z',
      ecommerce: allEcommerceAreas(true),
      notifications_unread: 3,
    },
    {
      ...profileDefaults(),
      id: 0x3ff,
      email: NOVO_EMAIL,
      fullName: 'Bruno Lima',
      betaTester: 'pendente',
      createdAt: '2025-01-06T12:00:00.000Z',
      questionsAccessExpiration: null,
      has_questions_access: true,
      terms_accepted: false,
      terms_accepted_at: null,
      ecommerce: allEcommerceAreas(false),
    },
    {
      ...profileDefaults(),
      id: 0x3f4,
      email: SEMFLAGS_EMAIL,
      fullName: 'Carla Mendes',
      betaTester: 'recusado',
      createdAt: '2024-03-18T12:00:00.000Z',
      has_questions_access: true,
      terms_accepted: true,
      terms_accepted_at: '2024-03-18T12:10:00.000Z',
      features: allFlags(false),
      ecommerce: allEcommerceAreas(true),
    },
    {
      ...profileDefaults(),
      id: 0x3f8,
      email: INATIVO_EMAIL,
      fullName: 'Diego Ferreira',
      betaTester: 'aceito_inativo',
      createdAt: '2024-08-01T12:00:00.000Z',
      has_questions_access: true,
      terms_accepted: true,
      terms_accepted_at: '2024-08-01T12:10:00.000Z',
      ecommerce: allEcommerceAreas(true),
      notifications_unread: 12,
    },
  ];
}
