import type { FastifyInstance } from 'fastify';
import { abRolloutEnabled } from 'shared-contracts';
import { ALUNO_EMAIL, INATIVO_EMAIL, NOVO_EMAIL, SEMFLAGS_EMAIL } from './seed-students';
import { buildServer } from './server';
import { signInHeaders } from './testing/sign-in-headers';
import { clientInject } from './testing/client-inject';

let app: FastifyInstance;

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

const UNAUTHORIZED = { error: { message: 'Sessão expirada. Entre novamente.', tag: 'UNAUTHORIZED' } };

describe('GET /bff/profile/me', () => {
  it('answers 401 with the pt-BR session message when nobody is signed in', async () => {
    const response = await clientInject(app, { url: '/bff/profile/me' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });

  it('answers 401 for a token that names no student', async () => {
    const response = await clientInject(app, {
      url: '/bff/profile/me',
      headers: { authorization: 'Bearer dev-session-1' },
    });

    expect(response.statusCode).toBe(401);
  });

  it('answers the LoggedUser of the signed-in student and nothing else', async () => {
    const response = await clientInject(app, { url: '/bff/profile/me', headers: signInHeaders(ALUNO_EMAIL) });

    expect(response.statusCode).toBe(200);
    const user = response.json();
    expect(user).toMatchObject({
      email: ALUNO_EMAIL,
      fullName: 'Ana Paula Souza',
      betaTester: 'aceito_ativo',
      has_questions_access: true,
      terms_accepted: true,
    });
    expect(Object.keys(user).sort()).toEqual(
      [
        'id',
        'email',
        'fullName',
        'mobile',
        'birthday',
        'address',
        'betaTester',
        'avatarUrl',
        'createdAt',
        'permissions',
        'questionsAccessExpiration',
        'has_questions_access',
        'terms_accepted',
        'terms_accepted_at',
      ].sort(),
    );
  });

  it('gives the seeded students ids with distinct last hex digits (A/B rollout buckets)', async () => {
    const emails = [ALUNO_EMAIL, NOVO_EMAIL, SEMFLAGS_EMAIL, INATIVO_EMAIL];
    const ids = await Promise.all(
      emails.map(
        async (email) =>
          (await clientInject(app, { url: '/bff/profile/me', headers: signInHeaders(email) })).json()
            .id as number,
      ),
    );

    expect(new Set(ids.map((id) => id.toString(16).slice(-1))).size).toBe(emails.length);
  });
});

describe('accounts', () => {
  it('GET /bff/accounts/students/:id answers the public profile of another student', async () => {
    const novoId = (
      await clientInject(app, { url: '/bff/profile/me', headers: signInHeaders(NOVO_EMAIL) })
    ).json().id;

    const response = await clientInject(app, {
      url: `/bff/accounts/students/${novoId}`,
      headers: signInHeaders(ALUNO_EMAIL),
    });

    expect(response.json()).toEqual({ id: novoId, fullName: 'Bruno Lima', avatarUrl: null });
    expect(
      (await clientInject(app, { url: '/bff/accounts/students/999999', headers: signInHeaders(ALUNO_EMAIL) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await clientInject(app, { url: '/bff/accounts/students/abc', headers: signInHeaders(ALUNO_EMAIL) }))
        .statusCode,
    ).toBe(400);
  });

  it('POST /bff/questions/accept-terms-of-use records the acceptance', async () => {
    const headers = signInHeaders(NOVO_EMAIL);
    const response = await clientInject(app, {
      method: 'POST',
      url: '/bff/questions/accept-terms-of-use',
      headers,
    });

    expect(response.statusCode).toBe(200);
    const { terms_accepted_at } = response.json();
    expect(new Date(terms_accepted_at).toString()).not.toBe('Invalid Date');
    expect((await clientInject(app, { url: '/bff/profile/me', headers })).json()).toMatchObject({
      terms_accepted: true,
      terms_accepted_at,
    });
  });

  it('PUT /bff/profile/beta-tester accepts aceito_ativo, aceito_inativo and recusado', async () => {
    const headers = signInHeaders(NOVO_EMAIL);
    for (const value of ['aceito_ativo', 'aceito_inativo', 'recusado']) {
      const response = await clientInject(app, {
        method: 'PUT',
        url: '/bff/profile/beta-tester',
        headers,
        payload: { beta_tester: value },
      });
      expect(response.json()).toEqual({ beta_tester: value });
      expect((await clientInject(app, { url: '/bff/profile/me', headers })).json().betaTester).toBe(value);
    }
  });

  it.each([{ beta_tester: 'pendente' }, { beta_tester: 'ativo_obrigatorio' }, { beta_tester: 1 }, {}])(
    'PUT /bff/profile/beta-tester refuses %j with a pt-BR 400 and changes nothing',
    async (payload) => {
      const headers = signInHeaders(NOVO_EMAIL);
      const response = await clientInject(app, {
        method: 'PUT',
        url: '/bff/profile/beta-tester',
        headers,
        payload,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('Valor de beta_tester inválido');
      expect((await clientInject(app, { url: '/bff/profile/me', headers })).json().betaTester).toBe(
        'pendente',
      );
    },
  );

  it('PUT /bff/profile/beta-tester needs a session', async () => {
    const response = await clientInject(app, {
      method: 'PUT',
      url: '/bff/profile/beta-tester',
      payload: { beta_tester: 'recusado' },
    });

    expect(response.statusCode).toBe(401);
  });
});

describe('features', () => {
  it('turns every flag on for Ana, with the maintenance switch off', async () => {
    const flags = (
      await clientInject(app, { url: '/bff/features', headers: signInHeaders(ALUNO_EMAIL) })
    ).json();

    for (const flag of [
      'study_table',
      'questions',
      'notebooks',
      'cast',
      'goals',
      'ongoing_studies',
      'vertical_menu_oab',
      'search_show_aovivo',
      'home_plan_banner',
    ]) {
      expect(flags[flag]).toBe(true);
    }
    expect(flags.maintenance_ecommerce).toBe(false);
  });

  it('turns every flag off for the student without flags', async () => {
    const flags: Record<string, boolean> = (
      await clientInject(app, { url: '/bff/features', headers: signInHeaders(SEMFLAGS_EMAIL) })
    ).json();

    expect(Object.keys(flags).length).toBeGreaterThan(40);
    expect(Object.values(flags).every((value) => value === false)).toBe(true);
  });

  it('GET /bff/features/ab answers rollout percentages', async () => {
    const ab = (await clientInject(app, { url: '/bff/features/ab' })).json();

    expect(ab).toEqual({ new_search: 50, ldi_notification: 100 });
  });

  it('puts Ana inside and Bruno outside the 50 % rollout, by the last hex digit of their ids', async () => {
    const { new_search } = (await clientInject(app, { url: '/bff/features/ab' })).json();
    const anaId = (
      await clientInject(app, { url: '/bff/profile/me', headers: signInHeaders(ALUNO_EMAIL) })
    ).json().id;
    const brunoId = (
      await clientInject(app, { url: '/bff/profile/me', headers: signInHeaders(NOVO_EMAIL) })
    ).json().id;

    expect(abRolloutEnabled(new_search, anaId)).toBe(true);
    expect(abRolloutEnabled(new_search, brunoId)).toBe(false);
  });

  it('GET /bff/ecommerce answers data.status with every area active for Ana and none for Bruno', async () => {
    const ana = (
      await clientInject(app, { url: '/bff/ecommerce', headers: signInHeaders(ALUNO_EMAIL) })
    ).json();
    const bruno = (
      await clientInject(app, { url: '/bff/ecommerce', headers: signInHeaders(NOVO_EMAIL) })
    ).json();

    const areas = [
      'questoes',
      'monitorias',
      'cast',
      'sala-vip',
      'trilhas',
      'discursivas',
      'redacoes',
      'objetivos',
    ];
    expect(Object.keys(ana.data.status).sort()).toEqual([...areas].sort());
    for (const area of areas) {
      expect(ana.data.status[area]).toEqual({ active: true });
      expect(bruno.data.status[area]).toEqual({ active: false });
    }
  });

  it('GET /bff/manutencao answers every switch off', async () => {
    expect((await clientInject(app, { url: '/bff/manutencao' })).json()).toEqual({
      default: false,
      ldi: false,
      cursos: false,
      ecommerce: false,
    });
  });

  it('GET /bff/toggler/key/:key answers a boolean, the goal-explorer settings, and false for unknown keys', async () => {
    expect((await clientInject(app, { url: '/bff/toggler/key/welcome-wizard' })).json()).toEqual({
      data: true,
    });
    expect((await clientInject(app, { url: '/bff/toggler/key/goal-explorer' })).json()).toEqual({
      data: { enabled: true, title_side_menu: 'Explorar objetivos' },
    });
    expect((await clientInject(app, { url: '/bff/toggler/key/nao-existe' })).json()).toEqual({ data: false });
  });
});

describe('contents and global alert', () => {
  it('GET /v3/contents/get/global_alert answers is_active, repeat and text', async () => {
    const alert = (await clientInject(app, { url: '/v3/contents/get/global_alert' })).json();

    expect(alert).toEqual({
      is_active: false,
      repeat: false,
      text: expect.stringContaining('Manutenção programada'),
    });
  });

  it('GET /bff/contents/get/cadernos-e-simulados answers a text with {{quantity}}', async () => {
    const body = (await clientInject(app, { url: '/bff/contents/get/cadernos-e-simulados' })).json();

    expect(body.data.text).toContain('{{quantity}}');
  });

  it('GET /bff/contents/get/:name answers 404 JSON for an unknown name', async () => {
    const response = await clientInject(app, { url: '/bff/contents/get/nao-existe' });

    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toContain('Conteúdo não encontrado');
  });

  it('answers the profile menu help link on both paths', async () => {
    const a = (await clientInject(app, { url: '/get/profile_menu' })).json();
    const b = (await clientInject(app, { url: '/bff/contents/get/profile_menu' })).json();

    expect(a).toEqual({ helpLink: expect.stringMatching(/^https:\/\//) });
    expect(b).toEqual(a);
  });
});

describe('POST /bff/event-tracker/tracks', () => {
  const valid = { type: 'click', target: 'menu-cast', context: 'side-menu', meta: { url: '/cast' } };

  it('accepts a list of valid events', async () => {
    const response = await clientInject(app, {
      method: 'POST',
      url: '/bff/event-tracker/tracks',
      payload: [valid, { type: 'view', target: [{ type: 'album', id: 3 }], context: 'cast' }],
    });

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ data: { received: 2 } });
  });

  it.each([
    ['not a list', valid],
    ['an empty list', []],
    ['an event without type', [{ target: 'x', context: 'y' }]],
    ['an empty target', [{ type: 'click', target: '', context: 'y' }]],
    ['an empty target list', [{ type: 'click', target: [], context: 'y' }]],
    ['a target element without id', [{ type: 'click', target: [{ type: 'album' }], context: 'y' }]],
    ['an event without context', [valid, { type: 'click', target: 'x' }]],
  ])('refuses %s with 400 and a message', async (_case, payload) => {
    const response = await clientInject(app, { method: 'POST', url: '/bff/event-tracker/tracks', payload });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      message: expect.stringMatching(/evento/i),
      tag: 'INVALID_EVENT',
    });
  });
});

describe('UTM, survey, notifications, search', () => {
  it('POST /bff/ecommerce/utm takes the utm_* fields of a signed-in student', async () => {
    const payload = {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'black-friday',
      utm_content: 'banner',
      utm_term: 'concurso',
    };

    expect((await clientInject(app, { method: 'POST', url: '/bff/ecommerce/utm', payload })).statusCode).toBe(
      401,
    );
    const response = await clientInject(app, {
      method: 'POST',
      url: '/bff/ecommerce/utm',
      headers: signInHeaders(ALUNO_EMAIL),
      payload,
    });
    expect(response.statusCode).toBe(204);
    const bad = await clientInject(app, {
      method: 'POST',
      url: '/bff/ecommerce/utm',
      headers: signInHeaders(ALUNO_EMAIL),
      payload: { source: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Campo desconhecido: source');
  });

  it('POST /bff/wootric/send-response answers 204 for a score of 0 to 10 and 400 otherwise', async () => {
    const ok = await clientInject(app, {
      method: 'POST',
      url: '/bff/wootric/send-response?score=9&text=Ótimo&current_url=/cast',
    });
    const bad = await clientInject(app, { method: 'POST', url: '/bff/wootric/send-response?score=11' });

    expect(ok.statusCode).toBe(204);
    expect(bad.statusCode).toBe(400);
  });

  it('GET /bff/notifications lists notifications with the unread count of the student', async () => {
    const body = (
      await clientInject(app, { url: '/bff/notifications', headers: signInHeaders(INATIVO_EMAIL) })
    ).json();

    expect(body.unread).toBe(12);
    expect(body.data).toHaveLength(12);
    expect(body.data.filter((n: { read: boolean }) => !n.read)).toHaveLength(12);
    expect(body.data[0]).toMatchObject({
      title: expect.any(String),
      message: expect.any(String),
      link: expect.stringMatching(/^\//),
    });
    expect((await clientInject(app, { url: '/bff/notifications' })).statusCode).toBe(401);
  });

  it('GET /v3/search/preview answers sections matching the term, accents ignored, rows items at most', async () => {
    const response = await clientInject(app, {
      url: '/v3/search/preview?q=constitucional&rows=1',
      headers: signInHeaders(ALUNO_EMAIL),
    });
    const sections: { type: string; total: number; items: { title: string }[] }[] = response.json().data;

    expect(sections.map((s) => s.type)).toEqual(expect.arrayContaining(['questoes', 'cursos', 'cast']));
    for (const section of sections) {
      expect(section.items.length).toBeLessThanOrEqual(1);
      expect(section.items[0]?.title).toMatch(/Constitucional/);
    }
    const accents = (
      await clientInject(app, {
        url: '/v3/search/preview?q=portugues&type=cursos',
        headers: signInHeaders(ALUNO_EMAIL),
      })
    ).json();
    expect(accents.data).toEqual([
      expect.objectContaining({
        type: 'cursos',
        items: [expect.objectContaining({ title: 'Português para Concursos' })],
      }),
    ]);
  });

  it('GET /v3/search/preview needs at least 3 characters', async () => {
    const response = await clientInject(app, {
      url: '/v3/search/preview?q=di',
      headers: signInHeaders(ALUNO_EMAIL),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('pelo menos 3 caracteres');
  });
});
