import type { FastifyInstance } from 'fastify';
import { verticalWording } from 'shared-contracts';
import type { BffContext, BffStudent } from '../../area';
import { notFound } from '../../http-error';
import { foldText } from '../../route-helpers';
import { idParam, idsOf, registerMarkedCatalogRoutes, studentList } from './marked-catalog-routes';
import {
  tutoringClassDetail,
  tutoringClasses,
  tutoringClassification,
  tutoringClassifications,
  tutoringShelfTitle,
  type SeededTutoring,
  type TutoringDetail,
  type TutoringEntry,
  type TutoringsState,
} from './tutorings-seed';

/** What the tutoring routes need from the ldi area. */
export interface TutoringsDeps {
  tutorings(): SeededTutoring[];
  state(): TutoringsState;
}

/**
 * Tutorings (spec 2 §7 '/v3/tutorings: filters, my-tutorings, featured, catalog, slug, done, class,
 * event-logs'; main API client): classifications (100 a page), the catalogue (200 a page, filtered by
 * classification), featured (20), the student's list, one tutoring by slug with its classes, one class, done
 * and not done for the tutoring and each class, event logs; plus its shelves through search v2 (onlyHasAccess).
 */
export function registerTutoringsRoutes(app: FastifyInstance, ctx: BffContext, deps: TutoringsDeps): void {
  const doneClasses = (student: BffStudent) => studentList(deps.state().doneClasses, student);
  const entry = (tutoring: SeededTutoring, student: BffStudent): TutoringEntry => ({
    id: tutoring.id,
    slug: tutoring.slug,
    title: tutoring.title,
    description: tutoring.description,
    teachers: tutoring.teachers,
    classes_count: tutoring.classes_count,
    classification: tutoringClassification(tutoring),
    done: studentList(deps.state().done, student).includes(tutoring.id),
  });
  const byId = (id: number) => {
    const tutoring = deps.tutorings().find((candidate) => candidate.id === id);
    if (!tutoring) throw notFound(`Conteúdo ${id} não encontrado.`, 'TUTORING_NOT_FOUND');
    return tutoring;
  };
  /** A class id names its tutoring (id × 1000 + position). */
  const classById = (id: number) => {
    const tutoring = deps.tutorings().find((candidate) => candidate.id === Math.floor(id / 1000));
    const position = id % 1000;
    if (!tutoring || position < 1 || position > tutoring.classes_count)
      throw notFound(`Aula ${id} não encontrada.`, 'CLASS_NOT_FOUND');
    return { tutoring, position };
  };

  const { signedIn } = registerMarkedCatalogRoutes(app, ctx, {
    base: '/v3/tutorings',
    ownerField: 'tutoring_id',
    items: deps.tutorings,
    state: deps.state,
    entry,
    detail: (tutoring, student): TutoringDetail => ({
      ...entry(tutoring, student),
      in_my_tutorings: studentList(deps.state().mine, student).includes(tutoring.id),
      classes: tutoringClasses(tutoring, doneClasses(student)),
    }),
    byId,
    slug: {
      gives: 'detail',
      notFound: (slug, request) => {
        const word = verticalWording(ctx.vertical(request)).tutoring;
        return notFound(`${word}: conteúdo não encontrado (${slug}).`, 'TUTORING_NOT_FOUND');
      },
    },
    detailById: false,
    classifications: {
      path: 'filters',
      of: (vertical) => tutoringClassifications(deps.tutorings(), vertical),
    },
    catalog: {
      perPage: 200,
      filter: (tutorings, query, request) => {
        const ids = idsOf(query, 'classification_ids');
        const names = tutoringClassifications(deps.tutorings(), ctx.vertical(request))
          .filter((classification) => ids.includes(classification.id))
          .map((classification) => classification.name);
        return tutorings.filter(
          (tutoring) => ids.length === 0 || names.includes(tutoringClassification(tutoring)),
        );
      },
    },
    featured: (tutorings, perPage) => tutorings.slice(0, Math.min(2, perPage)),
    list: { path: 'my-tutorings', remove: {} },
    classMark: { in: 'path', ownerOf: (classId) => classById(classId).tutoring },
    eventLogs: {
      check: (logged) => {
        if (logged.class_id !== undefined && classById(logged.class_id).tutoring.id !== logged.tutoring_id)
          throw notFound(`Aula ${logged.class_id} não é deste conteúdo.`, 'CLASS_NOT_FOUND');
      },
      history: true,
    },
    shelves: {
      entity: 'tutorings',
      title: (type, request) => tutoringShelfTitle(type, ctx.vertical(request)),
      notFoundMessage: (type) => `Estante não encontrada: ${type}.`,
      pick: (tutorings, type) => (type === 'novidades' ? tutorings.slice().reverse() : tutorings.slice(0, 2)),
      matches: (tutoring, q) => q === '' || foldText(`${tutoring.title} ${tutoring.description}`).includes(q),
      // only the tutoring area bought gives access (e-commerce 'monitorias')
      hasAccess: (student) => student.ecommerce.monitorias === true,
    },
  });

  app.get(
    '/v3/tutorings/class/:id',
    signedIn((student, request) => {
      const { tutoring, position } = classById(idParam(request));
      return { data: tutoringClassDetail(tutoring, position, doneClasses(student)) };
    }),
  );
}
