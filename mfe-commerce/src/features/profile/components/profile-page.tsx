import { Link } from 'react-router-dom';
import { Card, EmptyState } from 'shared-design-system';
import { AreaPage, formatDate, PageSection, useSessionUser } from 'shared-design-system/area';
import { ROUTES } from '../../../constants';
import { useSubscriptionNotifications } from '../../checkout/api/after-sale';

const NOT_INFORMED = 'Não informado';

/** Notices about the student's subscriptions (GET notifications/subscriptions), each with what to do. */
function SubscriptionNotices() {
  const notices = useSubscriptionNotifications();
  if (!notices.data?.length) return null;
  return (
    <PageSection title="Avisos da sua assinatura">
      <ul css={{ margin: 0, paddingLeft: 20 }}>
        {notices.data.map((notice) => (
          <li key={notice.id}>
            {notice.message}{' '}
            {notice.kind === 'recurrence-overdue' && notice.recurrence_id !== null ? (
              <Link to={ROUTES.recurrence(notice.recurrence_id)}>Atualizar cartão</Link>
            ) : (
              <Link to={ROUTES.upselling}>Renovar agora</Link>
            )}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/** /meu-perfil: the student's account data from the session (changes go through support, spec 1 §9). */
export function ProfilePage() {
  const user = useSessionUser();
  if (!user) {
    return (
      <AreaPage title="Minha conta">
        <EmptyState title="Entre na sua conta para ver seus dados." />
      </AreaPage>
    );
  }
  const rows: Array<[string, string]> = [
    ['Nome completo', user.fullName],
    ['E-mail', user.email],
    ['Celular', user.mobile ?? NOT_INFORMED],
    // a birthday is a calendar day ('1996-04-12'), never shifted by the time zone
    ['Data de nascimento', user.birthday ? formatDate(user.birthday) : NOT_INFORMED],
    [
      'Endereço',
      user.address
        ? `${user.address.city} – ${user.address.state}, CEP ${user.address.zipCode}`
        : NOT_INFORMED,
    ],
    ['Aluno desde', formatDate(user.createdAt)],
  ];
  return (
    <AreaPage title="Minha conta" intro="Seus dados de cadastro.">
      <SubscriptionNotices />
      <Card title="Dados pessoais" as="section" headingLevel={2}>
        <dl
          css={(theme) => ({
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            gap: `${theme.space.xs}px ${theme.space.md}px`,
            margin: 0,
          })}
        >
          {rows.map(([term, value]) => (
            <div key={term} css={{ display: 'contents' }}>
              <dt css={{ fontWeight: 700 }}>{term}</dt>
              <dd css={{ margin: 0 }}>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <p css={{ margin: 0 }}>
        Para alterar dados pessoais, fale com o suporte. Senha e dados de cartão você altera por conta
        própria. Veja também <Link to={ROUTES.purchases}>Minhas compras</Link>.
      </p>
    </AreaPage>
  );
}
