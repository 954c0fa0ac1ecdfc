import { usePlatform, type Tutoring, type VipRoom } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { TUTORINGS_PATH, VIP_ROOMS_PATH } from '../../../constants';
import { directRoomUrl, tutoringsApi, vipRoomsApi } from '../api/catalog-api';
import { CatalogItemPage } from './catalog-item-page';
import { CatalogListPage } from './catalog-list-page';
import { AreaNotFoundPage, formatDateTime, safeHref } from 'shared-design-system/area';

export const VIP_ROOMS_TITLE = 'Sala VIP';

const classes = (count: number) => (count === 1 ? '1 aula' : `${count} aulas`);
const teachers = (entry: { teachers: { name: string }[] }) =>
  entry.teachers.map((teacher) => teacher.name).join(', ');

/** /monitorias: titled by the vertical's wording (Monitoria, Curso Especial, Curso especial). */
export function TutoringsPage() {
  const { wording } = usePlatform().vertical;
  return (
    <CatalogListPage<Tutoring>
      title={wording.tutoring}
      basePath={TUTORINGS_PATH}
      api={tutoringsApi}
      loadingLabel={`Carregando ${wording.tutorings.toLowerCase()}`}
      errorMessage={`Não foi possível carregar: ${wording.tutorings}.`}
      empty={{
        title: `Nenhum conteúdo em ${wording.tutorings} no momento`,
        description: 'Quando houver turmas abertas, elas aparecem aqui.',
      }}
      meta={(tutoring) => `${teachers(tutoring)} · ${classes(tutoring.classes_count)}`}
    />
  );
}

/** /monitorias/{slug} */
export function TutoringPage() {
  const { wording } = usePlatform().vertical;
  return (
    <CatalogItemPage<Tutoring>
      list={{ label: wording.tutoring, href: TUTORINGS_PATH }}
      api={tutoringsApi}
      errorMessage="Não foi possível carregar este conteúdo."
      notFound={<AreaNotFoundPage />}
    >
      {(tutoring) => (
        <p css={{ margin: 0 }}>
          {teachers(tutoring)} · {classes(tutoring.classes_count)}
        </p>
      )}
    </CatalogItemPage>
  );
}

/** /sala-vip */
export function VipRoomsPage() {
  return (
    <CatalogListPage<VipRoom>
      title={VIP_ROOMS_TITLE}
      basePath={VIP_ROOMS_PATH}
      api={vipRoomsApi}
      loadingLabel="Carregando salas VIP"
      errorMessage="Não foi possível carregar as salas VIP."
      empty={{
        title: 'Nenhuma sala VIP disponível',
        description: 'Quando houver salas abertas para você, elas aparecem aqui.',
      }}
      meta={(room) =>
        `${teachers(room)} · ${room.next_meeting_at ? `Próximo encontro: ${formatDateTime(room.next_meeting_at)}` : 'Sem encontro agendado'}`
      }
    />
  );
}

/** /sala-vip/{slug}; an unknown room is the generic not-found page (spec 1 §2 names no special one). */
export function VipRoomPage() {
  return (
    <CatalogItemPage<VipRoom>
      list={{ label: VIP_ROOMS_TITLE, href: VIP_ROOMS_PATH }}
      api={vipRoomsApi}
      errorMessage="Não foi possível carregar esta sala."
      notFound={<AreaNotFoundPage />}
    >
      {(room) => {
        const direct = safeHref(directRoomUrl(room.room_url) ?? undefined);
        return (
          <>
            <p css={{ margin: 0 }}>
              {teachers(room)} ·{' '}
              {room.next_meeting_at
                ? `Próximo encontro: ${formatDateTime(room.next_meeting_at)}`
                : 'Sem encontro agendado'}
            </p>
            {direct ? (
              <div>
                <Button href={direct} target="_blank" rel="noopener noreferrer">
                  Entrar na sala (abre em nova aba)
                </Button>
              </div>
            ) : (
              <p css={{ margin: 0 }}>O link de acesso é liberado no horário do encontro.</p>
            )}
          </>
        );
      }}
    </CatalogItemPage>
  );
}
