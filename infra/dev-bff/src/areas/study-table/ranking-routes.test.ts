import type { FastifyInstance } from 'fastify';
import type {
  RankingEntry,
  RankingExam,
  RankingExamPage,
  RankingResult,
  RankingSubmitForm,
  RankingUserPosition,
} from 'shared-contracts';
import { ALUNO_EMAIL, NOVO_EMAIL } from '../../seed-students';
import { buildServer } from '../../server';
import { signInHeaders } from '../../testing/sign-in-headers';

let app: FastifyInstance;
const ana = signInHeaders(ALUNO_EMAIL);
const bruno = signInHeaders(NOVO_EMAIL);

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

interface Paged<T> {
  data: T;
  pagination: { page: number; per_page: number; total: number; last_page: number };
}
const body = <T>(response: { json(): unknown }) => response.json() as Paged<T>;
/** Ana's and Bruno's user ids (seed-students). */
const ANA_ID = 0x3f0;
const BRUNO_ID = 0x3ff;

describe('ranking routes', () => {
  it('pages an exam of thousands, 15 a page by default, best first', async () => {
    const first = body<RankingExamPage>(
      await app.inject({ url: '/bff/ranking/exam/302?page=1', headers: ana }),
    );
    expect(first.data.entries).toHaveLength(15);
    expect(first.data.entries.map((e) => e.position)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(first.pagination).toEqual({ page: 1, per_page: 15, total: 41210, last_page: 2748 });
    expect(first.data.vacancies.map((v) => v.name)).toContain('Ampla concorrência');
    const last = body<RankingExamPage>(
      await app.inject({ url: '/bff/ranking/exam/302?page=2748', headers: ana }),
    );
    expect(last.data.entries.map((e) => e.position)).toEqual([41206, 41207, 41208, 41209, 41210]);
    const scores = first.data.entries.map((e) => e.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // without page: the exam's facts
    const facts = body<RankingExam>(await app.inject({ url: '/bff/ranking/exam/302', headers: ana }));
    expect(facts.data.name).toBe('INSS - Técnico do Seguro Social');
  });

  it('places the student with an entry on their page, and says their position', async () => {
    const exams = body<RankingExam[]>(await app.inject({ url: '/bff/ranking/exams', headers: ana }));
    expect(exams.data.find((e) => e.id === 301)?.submitted).toBe(true);
    const uid = ANA_ID;
    const own = body<RankingUserPosition>(
      await app.inject({ url: `/bff/ranking/exam/301/user/${uid}`, headers: ana }),
    ).data;
    expect(own.page).toBe(Math.ceil(own.position / 15));
    expect(own.participants).toBe(18343);
    const page = body<RankingExamPage>(
      await app.inject({ url: `/bff/ranking/exam/301?page=${own.page}`, headers: ana }),
    );
    const line = page.data.entries.find((e) => e.is_current_user) as RankingEntry;
    expect(line.position).toBe(own.position);
    expect(line.correct).toBe(84);
    const above = page.data.entries.find((e) => e.position === own.position - 1);
    if (above) expect(above.correct).toBeGreaterThan(84);
    // another student's position is not given
    expect(
      (await app.inject({ url: `/bff/ranking/exam/301/user/${uid + 1}`, headers: ana })).statusCode,
    ).toBe(404);
  });

  it('ranks a vacancy on its own, with an etag that changes when the entry changes', async () => {
    const etag = body<{ etag: string }>(
      await app.inject({ url: '/bff/ranking/exam/301/vacancy/3011/etag', headers: ana }),
    ).data.etag;
    const page = await app.inject({
      url: `/bff/ranking/exam/301/vacancy/3011?page=1&per_page=15&etag=${encodeURIComponent(etag)}`,
      headers: ana,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers.etag).toBe(etag);
    const paged = body<RankingEntry[]>(page);
    expect(paged.pagination.total).toBe(Math.ceil(18342 / 3) + 1);
    expect(paged.data[0]?.position).toBe(1);
    await app.inject({
      method: 'POST',
      url: '/bff/ranking/submit/exam/301',
      headers: ana,
      payload: { vacancy_id: 3012, correct: 100, name_visible: false },
    });
    const stale = await app.inject({
      url: `/bff/ranking/exam/301/vacancy/3011?etag=${encodeURIComponent(etag)}`,
      headers: ana,
    });
    expect(stale.statusCode).toBe(412);
    expect((await app.inject({ url: '/bff/ranking/exam/301/vacancy/9999', headers: ana })).statusCode).toBe(
      404,
    );
  });

  it('gives the entry form, takes an entry and answers the result', async () => {
    const form = body<RankingSubmitForm>(
      await app.inject({ url: '/bff/ranking/submit/exam/303', headers: bruno }),
    ).data;
    expect(form.current).toBeNull();
    expect(form.questions).toBe(120);
    const none = await app.inject({ url: `/bff/ranking/result/exam/303/user/${BRUNO_ID}`, headers: bruno });
    expect(none.statusCode).toBe(404);

    const bad = await app.inject({
      method: 'POST',
      url: '/bff/ranking/submit/exam/303',
      headers: bruno,
      payload: { vacancy_id: form.vacancies[0]?.id, correct: 121, name_visible: true },
    });
    expect(bad.statusCode).toBe(400);
    const sent = await app.inject({
      method: 'POST',
      url: '/bff/ranking/submit/exam/303',
      headers: bruno,
      payload: { vacancy_id: form.vacancies[1]?.id, correct: 110, name_visible: true },
    });
    expect(sent.statusCode).toBe(200);
    const result = body<RankingResult>(sent).data;
    expect(result.participants).toBe(9874);
    expect(result.vacancy_position).toBeLessThanOrEqual(result.position);
    expect(result.position).toBeLessThan(2000);
    const again = body<RankingResult>(
      await app.inject({ url: `/bff/ranking/result/exam/303/user/${result.user_id}`, headers: bruno }),
    ).data;
    expect(again).toEqual(result);
    const exams = body<RankingExam[]>(await app.inject({ url: '/bff/ranking/exams', headers: bruno }));
    expect(exams.data.find((e) => e.id === 303)?.submitted).toBe(true);
    // a closed exam takes no entries
    const closed = await app.inject({
      method: 'POST',
      url: '/bff/ranking/submit/exam/302',
      headers: bruno,
      payload: { vacancy_id: 3021, correct: 10, name_visible: true },
    });
    expect(closed.statusCode).toBe(400);
  });
});
