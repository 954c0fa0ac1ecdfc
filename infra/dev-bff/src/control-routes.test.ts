import type { FastifyInstance } from 'fastify';
import type { BffArea } from './area';
import { ALUNO_EMAIL, NOVO_EMAIL } from './seed-students';
import { buildServer } from './server';
import { signInHeaders } from './testing/sign-in-headers';
import { clientInject } from './testing/client-inject';

/** A test area keeping a counter, to see reset re-seed area slices. */
const counterArea: BffArea<{ count: number }> = {
  name: 'counter',
  seed: () => ({ count: 0 }),
  register(app, ctx) {
    app.post('/bff/test-counter', async () => {
      const state = ctx.state<{ count: number }>('counter');
      state.count += 1;
      return { count: state.count };
    });
  },
};

let app: FastifyInstance;

beforeEach(() => {
  app = buildServer({ areas: [counterArea] });
});

afterEach(async () => {
  await app.close();
});

const patchStudent = (email: string, payload: unknown) =>
  clientInject(app, {
    method: 'PATCH',
    url: `/__control/students/${encodeURIComponent(email)}`,
    payload: payload as object,
  });
const me = async (email: string) =>
  (await clientInject(app, { url: '/bff/profile/me', headers: signInHeaders(email) })).json();
const features = async (email: string) =>
  (await clientInject(app, { url: '/bff/features', headers: signInHeaders(email) })).json();
const ecommerce = async (email: string) =>
  (await clientInject(app, { url: '/bff/ecommerce', headers: signInHeaders(email) })).json();

describe('PATCH /__control/students/:email', () => {
  it('merges feature flags and e-commerce areas into that student only', async () => {
    const response = await patchStudent(ALUNO_EMAIL, {
      features: { cast: false, home_plan_extra: true },
      ecommerce: { cast: false },
    });

    expect(response.statusCode).toBe(200);
    expect(await features(ALUNO_EMAIL)).toMatchObject({
      cast: false,
      questions: true,
      home_plan_extra: true,
    });
    expect((await ecommerce(ALUNO_EMAIL)).data.status).toMatchObject({
      cast: { active: false },
      questoes: { active: true },
    });
    expect((await features(NOVO_EMAIL)).cast).toBe(true);
  });

  it('sets beta status, questions access, terms and unread notifications', async () => {
    await patchStudent(NOVO_EMAIL, {
      betaTester: 'ativo_obrigatorio',
      has_questions_access: false,
      terms_accepted: true,
      notifications_unread: 11,
    });

    expect(await me(NOVO_EMAIL)).toMatchObject({
      betaTester: 'ativo_obrigatorio',
      has_questions_access: false,
      terms_accepted: true,
      terms_accepted_at: expect.any(String),
    });
    const notifications = await clientInject(app, {
      url: '/bff/notifications',
      headers: signInHeaders(NOVO_EMAIL),
    });
    expect(notifications.json().unread).toBe(11);

    await patchStudent(NOVO_EMAIL, { terms_accepted: false });
    expect(await me(NOVO_EMAIL)).toMatchObject({ terms_accepted: false, terms_accepted_at: null });
  });

  it.each([
    [{ nome: 'x' }, 'Campo desconhecido: nome'],
    [{}, 'Informe ao menos um campo'],
    [{ features: { voar: true } }, 'Nome desconhecido em features: voar'],
    [{ features: { cast: 'sim' } }, 'O campo features.cast deve ser booleano'],
    [{ features: [] }, 'O campo features deve ser um objeto'],
    [{ ecommerce: { biblioteca: true } }, 'Nome desconhecido em ecommerce: biblioteca'],
    [{ betaTester: 'talvez' }, 'Status de betaTester inválido: talvez'],
    [{ betaTester: true }, 'O campo betaTester deve ser um texto'],
    [{ has_questions_access: 1 }, 'O campo has_questions_access deve ser booleano'],
    [{ notifications_unread: -1 }, 'O campo notifications_unread deve ser um número inteiro'],
    [{ notifications_unread: 1.5 }, 'O campo notifications_unread deve ser um número inteiro'],
    [[], 'O corpo da requisição deve ser um objeto JSON'],
  ])('refuses %j with 400 and a clear pt-BR message, changing nothing', async (payload, message) => {
    const response = await patchStudent(ALUNO_EMAIL, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect((await features(ALUNO_EMAIL)).cast).toBe(true);
  });

  it('leaves the student untouched when one field of the patch is bad', async () => {
    await patchStudent(ALUNO_EMAIL, { features: { cast: false }, betaTester: 'talvez' });

    expect((await features(ALUNO_EMAIL)).cast).toBe(true);
  });

  it('answers 404 for an unknown student', async () => {
    const response = await patchStudent('ninguem@exemplo.com.br', { terms_accepted: true });

    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toContain('Aluno não encontrado');
  });
});

describe('PUT /__control/global-alert', () => {
  it('changes what GET /v3/contents/get/global_alert answers', async () => {
    const response = await clientInject(app, {
      method: 'PUT',
      url: '/__control/global-alert',
      payload: { is_active: true, repeat: true, text: '<b>Atenção</b>' },
    });

    expect(response.statusCode).toBe(200);
    expect((await clientInject(app, { url: '/v3/contents/get/global_alert' })).json()).toEqual({
      is_active: true,
      repeat: true,
      text: '<b>Atenção</b>',
    });
  });

  it('refuses unknown fields and wrong types', async () => {
    const unknown = await clientInject(app, {
      method: 'PUT',
      url: '/__control/global-alert',
      payload: { active: true },
    });
    const wrongType = await clientInject(app, {
      method: 'PUT',
      url: '/__control/global-alert',
      payload: { text: 3 },
    });

    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('Campo desconhecido: active');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.message).toContain('O campo text deve ser um texto');
  });
});

describe('PUT /__control/maintenance', () => {
  it('merges a partial change; the ecommerce switch also turns maintenance_ecommerce on', async () => {
    await clientInject(app, { method: 'PUT', url: '/__control/maintenance', payload: { ldi: true } });
    const response = await clientInject(app, {
      method: 'PUT',
      url: '/__control/maintenance',
      payload: { ecommerce: true },
    });

    expect(response.json()).toEqual({ data: { default: false, ldi: true, cursos: false, ecommerce: true } });
    expect((await clientInject(app, { url: '/bff/manutencao' })).json()).toEqual({
      default: false,
      ldi: true,
      cursos: false,
      ecommerce: true,
    });
    expect((await features(ALUNO_EMAIL)).maintenance_ecommerce).toBe(true);
  });

  it('refuses a non-boolean switch and an unknown area', async () => {
    expect(
      (await clientInject(app, { method: 'PUT', url: '/__control/maintenance', payload: { ldi: 'sim' } }))
        .statusCode,
    ).toBe(400);
    const unknown = await clientInject(app, {
      method: 'PUT',
      url: '/__control/maintenance',
      payload: { cast: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('Campos aceitos: default, ldi, cursos, ecommerce');
  });
});

describe('POST /__control/reset', () => {
  it('brings students, shell state and area slices back to the seed', async () => {
    await patchStudent(ALUNO_EMAIL, { features: { cast: false }, betaTester: 'recusado' });
    await clientInject(app, { method: 'PUT', url: '/__control/global-alert', payload: { is_active: true } });
    await clientInject(app, { method: 'PUT', url: '/__control/maintenance', payload: { default: true } });
    await clientInject(app, { method: 'POST', url: '/bff/test-counter' });
    await clientInject(app, {
      method: 'POST',
      url: '/__control/faults',
      payload: { path: '/bff/features/ab' },
    });

    const reset = await clientInject(app, { method: 'POST', url: '/__control/reset' });

    expect(reset.statusCode).toBe(204);
    expect((await features(ALUNO_EMAIL)).cast).toBe(true);
    expect((await me(ALUNO_EMAIL)).betaTester).toBe('aceito_ativo');
    expect((await clientInject(app, { url: '/v3/contents/get/global_alert' })).json().is_active).toBe(false);
    expect((await clientInject(app, { url: '/bff/manutencao' })).json().default).toBe(false);
    expect((await clientInject(app, { method: 'POST', url: '/bff/test-counter' })).json()).toEqual({
      count: 1,
    });
    expect((await clientInject(app, { url: '/bff/features/ab' })).statusCode).toBe(200);
  });
});

describe('control switched off', () => {
  it('answers 404 JSON on every control path', async () => {
    const off = buildServer({ control: false });
    try {
      const reset = await off.inject({ method: 'POST', url: '/__control/reset' });
      const patch = await off.inject({
        method: 'PATCH',
        url: `/__control/students/${ALUNO_EMAIL}`,
        payload: { terms_accepted: false },
      });

      expect(reset.statusCode).toBe(404);
      expect(reset.json().error.tag).toBe('NOT_FOUND');
      expect(patch.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });

  it('follows DEV_BFF_CONTROL=off by default', async () => {
    const previous = process.env.DEV_BFF_CONTROL;
    process.env.DEV_BFF_CONTROL = 'off';
    const off = buildServer();
    try {
      expect((await off.inject({ method: 'POST', url: '/__control/reset' })).statusCode).toBe(404);
    } finally {
      if (previous === undefined) delete process.env.DEV_BFF_CONTROL;
      else process.env.DEV_BFF_CONTROL = previous;
      await off.close();
    }
  });
});

describe('GET /__control/recorded', () => {
  it('returns the tracked events, UTM per student and survey answers the front end sent, until reset', async () => {
    const event = {
      type: 'click',
      target: 'banner',
      context: 'home',
      timestamp: 't',
      origin: 'front-student',
      meta: { url: '/x' },
    };
    await clientInject(app, { method: 'POST', url: '/bff/event-tracker/tracks', payload: [event] });
    await clientInject(app, {
      method: 'POST',
      url: '/bff/ecommerce/utm',
      headers: signInHeaders(ALUNO_EMAIL),
      payload: { utm_source: 'google' },
    });
    await clientInject(app, { method: 'POST', url: '/bff/wootric/send-response?score=9&text=bom' });

    const recorded = (await clientInject(app, { url: '/__control/recorded' })).json();
    expect(recorded.data.trackedEvents).toHaveLength(1);
    expect(recorded.data.trackedEvents[0].event).toMatchObject({ type: 'click', target: 'banner' });
    expect(Object.values(recorded.data.utm)).toEqual([{ utm_source: 'google' }]);
    expect(recorded.data.surveyResponses).toEqual([{ score: '9', text: 'bom' }]);

    await clientInject(app, { method: 'POST', url: '/__control/reset' });
    const after = (await clientInject(app, { url: '/__control/recorded' })).json();
    expect(after.data).toEqual({ trackedEvents: [], utm: {}, surveyResponses: [] });
  });
});
