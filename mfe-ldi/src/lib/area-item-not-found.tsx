import { Button } from 'shared-design-system';
import { AreaPage } from 'shared-design-system/area';

export interface AreaItemNotFoundProps {
  /** e.g. 'Curso não encontrado' */
  title: string;
  /** e.g. 'O curso que você procura não existe ou foi removido.' */
  text: string;
  /** the area's list, e.g. /todos-os-cursos */
  backHref: string;
  backLabel: string;
}

/**
 * Spec 1 §2 error pages: under /todos-os-cursos/, /trilhas-estrategicas/ and /monitorias/ a missing item
 * says that it does not exist, with a button back to the area (the host intercepts the link).
 */
export function AreaItemNotFound({ title, text, backHref, backLabel }: AreaItemNotFoundProps) {
  return (
    <AreaPage title={title}>
      <p css={{ margin: 0 }}>{text}</p>
      <div>
        <Button href={backHref}>{backLabel}</Button>
      </div>
    </AreaPage>
  );
}

export const COURSE_NOT_FOUND = {
  title: 'Curso não encontrado',
  text: 'O curso que você procura não existe ou foi removido.',
  backHref: '/todos-os-cursos',
  backLabel: 'Voltar para Meus cursos',
} as const;

export const TRAIL_NOT_FOUND = {
  title: 'Trilha não encontrada',
  text: 'A trilha que você procura não existe.',
  backHref: '/trilhas-estrategicas',
  backLabel: 'Voltar para Trilhas Estratégicas',
} as const;

/** The tutoring name changes per vertical (Monitoria / Curso Especial / Curso especial). */
export function tutoringNotFound(tutoring: string, tutorings: string) {
  return {
    title: `${tutoring}: conteúdo não encontrado`,
    // gender-neutral: the word is feminine (Monitoria) or masculine (Curso Especial) depending on the vertical
    text: `Não existe ${tutoring.toLowerCase()} neste endereço. Confira o link ou volte para a lista.`,
    backHref: '/monitorias',
    backLabel: `Voltar para ${tutorings}`,
  };
}
