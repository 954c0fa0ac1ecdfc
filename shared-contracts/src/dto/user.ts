/** The signed-in student (GET /bff/profile/me), kept in session storage. */
export type BetaTesterStatus =
  'pendente' | 'aceito_ativo' | 'aceito_inativo' | 'ativo_obrigatorio' | 'recusado';

export interface LoggedUser {
  id: number;
  email: string;
  fullName: string;
  mobile: string | null;
  birthday: string | null;
  address: { city: string; state: string; zipCode: string } | null;
  betaTester: BetaTesterStatus;
  avatarUrl: string | null;
  createdAt: string;
  permissions: string[];
  questionsAccessExpiration: string | null;
  has_questions_access: boolean;
  terms_accepted: boolean;
  terms_accepted_at: string | null;
}
