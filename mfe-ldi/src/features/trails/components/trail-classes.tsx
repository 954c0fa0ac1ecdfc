import { MarkedClassesSection } from '../../../lib/marked-catalog/marked-classes-section';
import { trailDetailQuery, trailsApi } from '../api/trails-api';

/**
 * A trail's classes with their done marks, the trail's own done mark and the way into my trails (a trail is not
 * taken out of it); each change is logged as an event of the trail.
 */
export function TrailClasses({ trailId }: { trailId: number }) {
  return (
    <MarkedClassesSection
      api={trailsApi}
      detail={trailDetailQuery}
      entryId={trailId}
      inList={(trail) => trail.in_my_trails}
      words={{
        error: 'Não foi possível carregar as aulas desta trilha.',
        list: 'Aulas da trilha',
        add: 'Adicionar a Minhas trilhas',
        inList: 'Esta trilha está em Minhas trilhas.',
        markDone: 'Marcar trilha como concluída',
        markNotDone: 'Marcar trilha como não concluída',
        done: 'Trilha concluída',
        notDone: 'Trilha não concluída',
      }}
    />
  );
}
