import type { FastifyInstance } from 'fastify';
import type { StrategicTrail, StrategicTrailDetail } from 'shared-contracts';
import type { BffContext, BffStudent } from '../../area';
import { badRequest, notFound } from '../../http-error';
import { foldText, paginate } from '../../route-helpers';
import {
  idsOf,
  readSearchBody,
  registerMarkedCatalogRoutes,
  studentList,
  type Query,
} from './marked-catalog-routes';
import {
  TRAIL_SHELVES,
  trailClasses,
  trailClassifications,
  type SeededTrail,
  type TrailsState,
} from './trails-seed';

/** What the trail routes need from the ldi area. */
export interface TrailsDeps {
  trails(): SeededTrail[];
  state(): TrailsState;
}

/** Spec 2 §3: a trail is added to my trails with its id and the title 'minhas-trilhas'. */
export const MY_TRAILS_TITLE = 'minhas-trilhas';

/**
 * Strategic trails (spec 2 §7 Trails; the front end calls them through the strategic-track client): catalogue
 * (classification filter, 200 a page), featured, classifications, filters, one trail by slug or id with its
 * classes, done and not done for the trail and each class, my trails, event logs, shelves and search v2.
 */
export function registerTrailsRoutes(app: FastifyInstance, ctx: BffContext, deps: TrailsDeps): void {
  const entry = (trail: SeededTrail, student: BffStudent): StrategicTrail => ({
    id: trail.id,
    slug: trail.slug,
    title: trail.title,
    description: trail.description,
    classification: trail.classification,
    classes_count: trail.classes_count,
    done: studentList(deps.state().done, student).includes(trail.id),
  });
  const byId = (id: number) => {
    const trail = deps.trails().find((candidate) => candidate.id === id);
    if (!trail) throw notFound(`Trilha estratégica ${id} não encontrada.`, 'TRAIL_NOT_FOUND');
    return trail;
  };
  const matches = (trail: SeededTrail, q: string) =>
    q === '' || foldText(`${trail.title} ${trail.description} ${trail.classification}`).includes(q);

  const { signedIn, inVertical } = registerMarkedCatalogRoutes(app, ctx, {
    base: '/v3/strategic-trails',
    ownerField: 'trail_id',
    items: deps.trails,
    state: deps.state,
    entry,
    detail: (trail, student): StrategicTrailDetail => ({
      ...entry(trail, student),
      in_my_trails: studentList(deps.state().mine, student).includes(trail.id),
      classes: trailClasses(trail, studentList(deps.state().doneClasses, student)),
    }),
    byId,
    slug: { gives: 'entry', notFound: (slug) => notFound(`Trilha estratégica não encontrada: ${slug}.`) },
    detailById: true,
    classifications: {
      path: 'classifications',
      of: (vertical) => trailClassifications(deps.trails(), vertical),
    },
    catalog: {
      perPage: 200,
      filter: (trails, query: Query, request) => {
        const ids = idsOf(query, 'classification_ids');
        const names = trailClassifications(deps.trails(), ctx.vertical(request))
          .filter((classification) => ids.includes(classification.id))
          .map((classification) => classification.name);
        return trails.filter((trail) => ids.length === 0 || names.includes(trail.classification));
      },
    },
    featured: (trails, perPage) => trails.slice(0, Math.min(3, perPage)),
    list: {
      path: 'my-trails',
      extraKeys: ['title'],
      check: (body) => {
        if (body.title !== MY_TRAILS_TITLE)
          throw badRequest(`O campo title deve ser '${MY_TRAILS_TITLE}'.`, 'INVALID_TITLE');
      },
    },
    classMark: {
      in: 'body',
      check: (trail, classId) => {
        if (!trailClasses(trail, []).some((lesson) => lesson.id === classId))
          throw notFound(`Aula ${classId} não é desta trilha.`, 'CLASS_NOT_FOUND');
      },
    },
    shelves: {
      entity: 'strategic-trails',
      title: (type) => TRAIL_SHELVES.find((shelf) => shelf.type === type)?.title,
      notFoundMessage: (type) => `Estante de trilhas não encontrada: ${type}.`,
      pick: (trails, type) => (type === 'novidades' ? trails.slice(-2).reverse() : trails.slice(0, 3)),
      matches,
      // only the trails area bought gives access (e-commerce 'trilhas')
      hasAccess: (student) => student.ecommerce.trilhas === true,
    },
  });

  app.get(
    '/v3/strategic-trails/filters',
    signedIn((_student, request) => ({
      data: [
        {
          key: 'classification_ids',
          title: 'Áreas',
          options: trailClassifications(deps.trails(), ctx.vertical(request)),
        },
      ],
    })),
  );

  app.post(
    '/bff/search/v2/strategic-trails',
    signedIn((student, request) => {
      const search = readSearchBody(request.body);
      return paginate(
        inVertical(request)
          .filter((trail) => matches(trail, search.q))
          .map((trail) => entry(trail, student)),
        search.page,
        search.perPage,
      );
    }),
  );
}
