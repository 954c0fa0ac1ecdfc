import type { VerticalWording } from 'shared-contracts';

export const NOT_FOUND_TITLE = 'Ops... Essa página não está mais aqui';
export const NOT_FOUND_TEXT = 'Você pode fazer uma busca acima ou voltar para a seleção de questões.';
export const NOT_FOUND_ACTION = 'Ir para a seleção de questões';

/** What a 404 says and where its button goes. */
export interface NotFoundContent {
  title: string;
  text: string;
  action: string;
  href: string;
  /** the generic 404 shows the vertical's illustration; the per-area ones do not */
  generic: boolean;
}

/**
 * Spec 1 §2 Error pages: the 404 depends on the first path segment. One copy for the shell (its 404 page)
 * and for every area (`AreaNotFoundPage`, for an unknown path or id inside its own routes). A sub-path entry of
 * its own ('shared-design-system/not-found-content'), not shared in federation: each bundle keeps this
 * small table, so the host's 404 does not load the area kit.
 */
export function notFoundContentFor(path: string, wording: VerticalWording): NotFoundContent {
  const segment = path.split('/')[1] ?? '';
  switch (segment) {
    case 'todos-os-cursos':
      return {
        title: 'Curso não encontrado',
        text: 'O curso que você procura não existe ou foi removido.',
        action: 'Voltar para Meus cursos',
        href: '/todos-os-cursos',
        generic: false,
      };
    case 'trilhas-estrategicas':
      return {
        title: 'Trilha não encontrada',
        text: 'A trilha que você procura não existe.',
        action: 'Voltar para Trilhas Estratégicas',
        href: '/trilhas-estrategicas',
        generic: false,
      };
    case 'monitorias':
      return {
        title: `${wording.tutoring}: conteúdo não encontrado`,
        text: `Não existe ${wording.tutoring.toLowerCase()} neste endereço. Confira o link ou volte para a lista.`,
        action: `Voltar para ${wording.tutorings}`,
        href: '/monitorias',
        generic: false,
      };
    case 'cast':
      return {
        title: 'Álbum não encontrado',
        text: 'Este álbum não existe ou foi removido.',
        action: 'Voltar para o Cast',
        href: '/cast',
        generic: false,
      };
    default:
      return {
        title: NOT_FOUND_TITLE,
        text: NOT_FOUND_TEXT,
        action: NOT_FOUND_ACTION,
        href: '/questoes/buscar',
        generic: true,
      };
  }
}
