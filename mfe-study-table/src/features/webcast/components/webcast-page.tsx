import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { usePlatform, type WebcastSchedule } from 'shared-contracts';
import { Breadcrumb, Button, Skeleton } from 'shared-design-system';
import {
  AreaPage,
  ContentSkeleton,
  formatEventPeriod,
  ItemQueryPage,
  PageSection,
  QueryView,
  safeHref,
} from 'shared-design-system/area';
import { LIVE_CLASSES_PATH, STUDY_TABLE_PATH } from '../../../constants';
import { webcastScheduleQuery } from '../api/get-webcast-schedule';
import { webcastAccessQuery } from '../api/validate-webcast-access';

/** Whether the student may watch, and the way in when they may (its URL comes from the server). */
function WebcastAccessView({ webcast }: { webcast: WebcastSchedule }) {
  const { http } = usePlatform();
  const access = useQuery(webcastAccessQuery(http, webcast.id));
  return (
    <QueryView
      query={access}
      errorMessage="Não foi possível verificar o seu acesso a este webcast."
      skeleton={<ContentSkeleton count={1} itemHeight={40} label="Verificando seu acesso" />}
    >
      {(answer) => {
        if (!answer.has_access) return <p css={{ margin: 0 }}>Você não tem acesso a este webcast.</p>;
        const href = safeHref(answer.url);
        if (!href) return <p css={{ margin: 0 }}>O endereço deste webcast ainda não foi divulgado.</p>;
        return (
          <div>
            <Button href={href} target="_blank" rel="noopener noreferrer">
              Assistir ao webcast (abre em nova aba)
            </Button>
          </div>
        );
      }}
    </QueryView>
  );
}

function WebcastDetails({ webcast }: { webcast: WebcastSchedule }) {
  const breadcrumb = (
    <Breadcrumb
      segments={[
        { label: 'Mesa de estudo', href: STUDY_TABLE_PATH },
        { label: 'Aulas ao vivo', href: LIVE_CLASSES_PATH },
        { label: webcast.title },
      ]}
    />
  );
  return (
    <AreaPage title={webcast.title} breadcrumb={breadcrumb}>
      <p css={{ margin: 0 }}>{webcast.description}</p>
      <WebcastAccessView webcast={webcast} />
      <PageSection title="Programação">
        {webcast.sessions.length === 0 ? (
          <p css={{ margin: 0 }}>A programação deste webcast ainda não foi divulgada.</p>
        ) : (
          <ol css={{ margin: 0, paddingLeft: 20 }}>
            {[...webcast.sessions]
              .sort((a, b) => a.start_at.localeCompare(b.start_at))
              .map((session) => (
                <li key={session.id}>
                  <time dateTime={session.start_at}>
                    {formatEventPeriod(session.start_at, session.end_at)}
                  </time>
                  {` · ${session.title}`}
                </li>
              ))}
          </ol>
        )}
      </PageSection>
    </AreaPage>
  );
}

/** /webcast/{slug}: a webcast's schedule (by slug) and, when the student has access, the way in. */
export function WebcastPage() {
  const { http } = usePlatform();
  const { slug = '' } = useParams();
  const webcast = useQuery(webcastScheduleQuery(http, slug));
  return (
    <ItemQueryPage
      query={webcast}
      skeleton={<Skeleton shape="rect" height={200} />}
      errorTitle="Webcast"
      errorMessage="Não foi possível carregar o webcast."
      notFound={{
        title: 'Webcast não encontrado',
        text: 'Este webcast não existe ou foi removido.',
        action: <Link to={LIVE_CLASSES_PATH}>Ver aulas ao vivo</Link>,
      }}
    >
      {(found) => <WebcastDetails webcast={found} />}
    </ItemQueryPage>
  );
}
