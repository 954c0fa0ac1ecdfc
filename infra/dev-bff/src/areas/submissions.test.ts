import type { FastifyInstance } from 'fastify';
import {
  SESSION_COOKIE,
  type CommentReportResponse,
  type CommentResponse,
  type DiscursiveCategoriesResponse,
  type DiscursiveClassificationsResponse,
  type DiscursiveResponse,
  type DiscursiveSubmissionResponse,
  type EssayPageContentResponse,
  type EssayTemplatesResponse,
  type EssayWithTeacher,
  type ReportTypesResponse,
  type SocialCommentResponse,
  type SocialForumResponse,
  type DiscursivesResponse,
  type EssayClassificationsResponse,
  type EssayResponse,
  type EssaysResponse,
  type ForumResponse,
} from 'shared-contracts';
import { ALUNO_EMAIL, NOVO_EMAIL } from '../seed-students';
import { buildServer } from '../server';
import { clientInject } from '../testing/client-inject';

let app: FastifyInstance;

beforeEach(() => {
  app = buildServer();
});

afterEach(async () => {
  await app.close();
});

async function signIn(email: string = ALUNO_EMAIL): Promise<{ authorization: string }> {
  const login = await clientInject(app, { url: `/auth/dev-login?email=${email}&redirect=/redacoes` });
  const cookies = [login.headers['set-cookie'] ?? []].flat();
  const token = cookies
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))
    ?.split(';')[0]
    ?.split('=')[1];
  if (!token) throw new Error('sem cookie de sessão');
  return { authorization: `Bearer ${token}` };
}

/** Encodes a FormData exactly as fetch would send it (boundary and all). */
async function multipart(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

function file(name: string, content = 'conteúdo'): File {
  return new File([content], name, { type: 'application/octet-stream' });
}

describe('essays', () => {
  it('lists the student essays newest first with every status', async () => {
    const response = await clientInject(app, {
      url: '/v3/redacoes?page=1&perPage=100&order_by=created_at&sort=desc',
      headers: await signIn(),
    });

    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json<EssaysResponse>();
    expect(meta).toMatchObject({ page: 1, perPage: 100, total: 5 });
    expect(data[0]?.title).toBe('Os impactos da inteligência artificial no mercado de trabalho');
    expect(new Set(data.map((e) => e.status))).toEqual(
      new Set(['waiting revision', 'on revision', 'revised', 'has error']),
    );
    expect(data.map((e) => e.created_at)).toEqual([...data.map((e) => e.created_at)].sort().reverse());
  });

  it('has no essays for Bruno and refuses anonymous calls', async () => {
    expect(
      (
        await clientInject(app, { url: '/v3/redacoes', headers: await signIn(NOVO_EMAIL) })
      ).json<EssaysResponse>().data,
    ).toEqual([]);
    expect((await clientInject(app, { url: '/v3/redacoes' })).statusCode).toBe(401);
  });

  it('answers 400 in pt-BR for bad list parameters', async () => {
    const headers = await signIn();
    const badSort = await clientInject(app, { url: '/v3/redacoes?sort=up', headers });
    const badPage = await clientInject(app, { url: '/v3/redacoes?perPage=0', headers });

    expect(badSort.json().error.message).toBe('O parâmetro sort deve ser asc ou desc.');
    expect(badPage.statusCode).toBe(400);
  });

  it('lists institutions with size 200', async () => {
    const response = await clientInject(app, { url: '/v3/redacoes/catalog/classifications?page=1&size=200' });
    const { data } = response.json<EssayClassificationsResponse>();
    expect(data.map((i) => i.name)).toEqual(expect.arrayContaining(['Cebraspe', 'FGV', 'ENEM']));
  });

  it('accepts a multipart essay, which then heads the list awaiting correction', async () => {
    const headers = await signIn();
    const form = new FormData();
    form.append('kind', 'essay');
    form.append('title', '  Desafios da educação a distância  ');
    form.append('description', '');
    form.append('institution_id', '6');
    form.append('multipart_data', file('minha-redacao.pdf', '%PDF-1.4 ...'));
    const { payload, headers: formHeaders } = await multipart(form);

    const created = await clientInject(app, {
      method: 'POST',
      url: '/v3/redacoes',
      payload,
      headers: { ...headers, ...formHeaders },
    });

    expect(created.statusCode).toBe(201);
    expect(created.json<EssayResponse>().data).toMatchObject({
      title: 'Desafios da educação a distância',
      description: null,
      status: 'waiting revision',
      institution: { id: 6, name: 'ENEM' },
      file_name: 'minha-redacao.pdf',
    });
    const list = (
      await clientInject(app, { url: '/v3/redacoes?order_by=created_at&sort=desc', headers })
    ).json<EssaysResponse>();
    expect(list.data[0]?.title).toBe('Desafios da educação a distância');
  });

  it('refuses an essay without title, without file or with a forbidden file type', async () => {
    const headers = await signIn();
    const send = async (fill: (form: FormData) => void) => {
      const form = new FormData();
      fill(form);
      const { payload, headers: formHeaders } = await multipart(form);
      return clientInject(app, {
        method: 'POST',
        url: '/v3/redacoes',
        payload,
        headers: { ...headers, ...formHeaders },
      });
    };

    const noTitle = await send((f) => f.append('multipart_data', file('a.pdf')));
    const noFile = await send((f) => f.append('title', 'Título'));
    const badType = await send((f) => {
      f.append('title', 'Título');
      f.append('multipart_data', file('redacao.docx'));
    });

    expect(noTitle.json().error).toEqual({
      message: 'O título da redação é obrigatório.',
      tag: 'REDACOES.TITLE_REQUIRED',
    });
    expect(noFile.json().error.tag).toBe('REDACOES.FILE_REQUIRED');
    expect(badType.json().error.message).toBe(
      'Somente arquivos nos formatos pdf, png, webp, jpg e jpeg são permitidos!.',
    );
  });

  it('accepts JSON metadata naming the file too', async () => {
    const created = await clientInject(app, {
      method: 'POST',
      url: '/v3/redacoes',
      headers: await signIn(),
      payload: { kind: 'essay', title: 'Via JSON', multipart_data: 'texto.jpg' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<EssayResponse>().data.file_name).toBe('texto.jpg');
  });
});

describe('discursives', () => {
  it('lists at least 6 discursives of the vertical, one past its deadline', async () => {
    const response = await clientInject(app, {
      url: '/v3/discursives/catalog?page=1&perPage=20',
      headers: await signIn(),
    });
    const { data } = response.json<DiscursivesResponse>();

    expect(data.length).toBeGreaterThanOrEqual(6);
    expect(data.some((d) => Date.parse(d.available_until) < Date.now())).toBe(true);
    expect(data.find((d) => d.id === 301)?.submissions).toHaveLength(1);
  });

  it('lists the 2ª fase exams on oab', async () => {
    const response = await clientInject(app, {
      url: '/v3/discursives/catalog',
      headers: { ...(await signIn()), 'x-vertical': 'oab' },
    });
    expect(
      response.json<DiscursivesResponse>().data.every((d) => d.name.startsWith('Simulado de 2ª Fase')),
    ).toBe(true);
  });

  it('accepts files for an open exam and refuses past the limit or the deadline', async () => {
    const headers = await signIn();
    const send = async (slug: string, names: string[]) => {
      const form = new FormData();
      for (const name of names) form.append('multipart_data', file(name));
      const { payload, headers: formHeaders } = await multipart(form);
      return clientInject(app, {
        method: 'POST',
        url: `/v3/discursives/slug/${slug}/submission`,
        payload,
        headers: { ...headers, ...formHeaders },
      });
    };

    const ok = await send('simulado-discursivo-tj-sp', ['resposta-1.jpg', 'resposta-2.pdf']);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({
      index: 1,
      status: 'waiting revision',
      file_names: ['resposta-1.jpg', 'resposta-2.pdf'],
    });
    const detail = await clientInject(app, {
      url: '/v3/discursives/slug/simulado-discursivo-tj-sp',
      headers,
    });
    expect(detail.json<DiscursiveResponse>().data.submissions).toHaveLength(1);

    const limit = await send('simulado-discursivo-receita-federal', ['r.pdf']);
    expect(limit.statusCode).toBe(422);
    expect(limit.json().error).toEqual({
      message: 'Você já atingiu o limite de envios para essa correção!',
      tag: 'DISCURSIVAS.SUBMIT_LIMIT_REACHED',
    });

    const closed = await send('simulado-discursivo-inss', ['r.pdf']);
    expect(closed.json().error.tag).toBe('DISCURSIVAS.SUBMISSION_CLOSED');

    const none = await send('simulado-discursivo-tcu', []);
    expect(none.json().error.message).toBe('É necessário enviar pelo menos um arquivo');
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await clientInject(app, {
      url: '/v3/discursives/slug/nao-existe',
      headers: await signIn(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Simulado discursivo não encontrado.');
  });
});

describe('forums and comments', () => {
  it('pages a seeded forum 15 comments at a time, newest first', async () => {
    const headers = await signIn();
    const first = (
      await clientInject(app, { url: '/v3/social/forums/1?page=1&perPage=15', headers })
    ).json<ForumResponse>();
    const second = (
      await clientInject(app, { url: '/v3/social/forums/1?page=2&perPage=15', headers })
    ).json<ForumResponse>();

    expect(first.data.comments).toHaveLength(15);
    expect(first.meta).toMatchObject({ total: 18, lastPage: 2 });
    expect(second.data.comments).toHaveLength(3);
    expect(first.data.comments.some((c) => c.replies.length > 0)).toBe(true);
  });

  it('posts a comment and an answer, which are listed afterwards', async () => {
    const headers = await signIn();
    const created = await clientInject(app, {
      method: 'POST',
      url: '/v3/social/comments',
      headers,
      payload: { body: 'Ótima questão!', forum_id: 77, comment_id: null, link: '/questoes/123' },
    });
    expect(created.statusCode).toBe(201);
    const comment = created.json<CommentResponse>().data;
    expect(comment).toMatchObject({
      body: 'Ótima questão!',
      forum_id: 77,
      author: { name: 'Ana Paula Souza' },
    });

    await clientInject(app, {
      method: 'POST',
      url: '/v3/social/comments',
      headers,
      payload: { body: 'Concordo', forum_id: 77, comment_id: comment.id, link: null },
    });
    const forum = (await clientInject(app, { url: '/v3/social/forums/77', headers })).json<ForumResponse>();
    expect(forum.data.comments).toHaveLength(1);
    expect(forum.data.comments[0]?.replies.map((r) => r.body)).toEqual(['Concordo']);
  });

  it('rejects bad words with 422 SOCIAL_ERROR_BAD_WORDS and the words found', async () => {
    const response = await clientInject(app, {
      method: 'POST',
      url: '/v3/social/comments',
      headers: await signIn(),
      payload: { body: 'Que PALAVRAO, seu idiota', forum_id: 1, comment_id: null, link: null },
    });

    expect(response.statusCode).toBe(422);
    expect(response.json().error).toMatchObject({
      tag: 'SOCIAL_ERROR_BAD_WORDS',
      meta: { words: ['palavrão', 'idiota'] },
    });
  });

  it('does not mistake a word containing a bad word for one', async () => {
    const response = await clientInject(app, {
      method: 'POST',
      url: '/v3/social/comments',
      headers: await signIn(),
      payload: { body: 'Burrocracia é um erro de grafia comum', forum_id: 1, comment_id: null, link: null },
    });
    expect(response.statusCode).toBe(201);
  });

  it('answers 400 for an empty comment', async () => {
    const response = await clientInject(app, {
      method: 'POST',
      url: '/v3/social/comments',
      headers: await signIn(),
      payload: { body: '   ', forum_id: 1 },
    });
    expect(response.json().error.message).toBe('Escreva um comentário antes de enviar.');
  });
});

describe('comments: edit, reactions, reports, attachments and the other forums', () => {
  async function post(headers: Record<string, string>, url: string, payload: object) {
    return clientInject(app, { method: 'POST', url, headers, payload });
  }
  const comment = (body: string) => ({ body, forum_id: 88, comment_id: null, link: '/questoes/88' });

  it('edits only the own comment and refuses bad words on edit with the tag', async () => {
    const headers = await signIn();
    const created = (
      await post(headers, '/v3/social/comments', comment('Primeira versão'))
    ).json<CommentResponse>().data;
    const edit = (body: string) =>
      clientInject(app, {
        method: 'PUT',
        url: `/v3/social/comments/${created.id}`,
        headers,
        payload: { body },
      });
    expect((await edit('Segunda versão')).json<CommentResponse>().data.body).toBe('Segunda versão');
    const refused = await edit('que palavrão');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.tag).toBe('SOCIAL_ERROR_BAD_WORDS');
    const bruno = await signIn(NOVO_EMAIL);
    const other = await clientInject(app, {
      method: 'PUT',
      url: `/v3/social/comments/${created.id}`,
      headers: bruno,
      payload: { body: 'x' },
    });
    expect(other.statusCode).toBe(403);
  });

  it('counts likes and dislikes', async () => {
    const headers = await signIn();
    const liked = await post(headers, '/v3/social/comments/1000/like', {});
    const disliked = await post(headers, '/v3/social/comments/1000/dislike', {});
    const before = liked.json<CommentResponse>().data;
    expect(disliked.json<CommentResponse>().data).toMatchObject({
      likes: before.likes,
      dislikes: before.dislikes + 1,
    });
  });

  it('lists report types and records a report of another student’s comment', async () => {
    const headers = await signIn();
    const types = (
      await clientInject(app, { url: '/v3/social/report-types', headers })
    ).json<ReportTypesResponse>();
    expect(types.data.length).toBeGreaterThanOrEqual(3);
    const reported = await post(headers, '/v3/social/comments/1000/report', { report_id: types.data[1]?.id });
    expect(reported.statusCode).toBe(201);
    expect(reported.json<CommentReportResponse>().data).toMatchObject({ comment_id: 1000, report_id: 2 });
    expect((await post(headers, '/v3/social/comments/1000/report', { report_id: 99 })).statusCode).toBe(400);
    // forum 1's comment 1005 is Ana's own
    expect((await post(headers, '/v3/social/comments/1005/report', { report_id: 1 })).statusCode).toBe(403);
  });

  it('attaches a file to the own comment, serves it, and deletes it by file_url', async () => {
    const headers = await signIn();
    const created = (await post(headers, '/v3/social/comments', comment('Com anexo'))).json<CommentResponse>()
      .data;
    const form = new FormData();
    form.append('file', file('resumo.pdf', '%PDF-1.4 resumo'));
    const { payload, headers: formHeaders } = await multipart(form);
    const attached = await clientInject(app, {
      method: 'PUT',
      url: `/social/v1/comments/${created.id}/attachFile`,
      payload,
      headers: { ...headers, ...formHeaders },
    });
    expect(attached.statusCode).toBe(200);
    const [stored] = attached.json<SocialCommentResponse>().data.files;
    expect(stored).toMatchObject({ name: 'resumo.pdf', size: 15 });
    const download = await clientInject(app, { url: stored?.url ?? '' });
    expect(download.body).toBe('%PDF-1.4 resumo');

    const deleted = await clientInject(app, {
      method: 'DELETE',
      url: `/social/v1/comments/${created.id}/deleteFile?file_url=${encodeURIComponent(stored?.url ?? '')}`,
      headers,
    });
    expect(deleted.json<SocialCommentResponse>().data.files).toEqual([]);
    expect((await clientInject(app, { url: stored?.url ?? '' })).statusCode).toBe(404);
  });

  it('refuses attachments over 10 MB, of other types, or on another student’s comment', async () => {
    const headers = await signIn();
    const created = (await post(headers, '/v3/social/comments', comment('Sem anexo'))).json<CommentResponse>()
      .data;
    const attach = async (name: string, content: string, as = headers, id = created.id) => {
      const form = new FormData();
      form.append('file', file(name, content));
      const { payload, headers: formHeaders } = await multipart(form);
      return clientInject(app, {
        method: 'PUT',
        url: `/social/v1/comments/${id}/attachFile`,
        payload,
        headers: { ...as, ...formHeaders },
      });
    };
    const big = await attach('grande.pdf', 'x'.repeat(10 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('O arquivo deve ter no máximo 10 MB.');
    expect((await attach('planilha.xlsx', 'x')).statusCode).toBe(400);
    expect((await attach('a.pdf', 'x', headers, 1000)).statusCode).toBe(403);
  });

  it('answers the public forum signed out, and keeps the social forum for students', async () => {
    const open = await clientInject(app, { url: '/v3/public/forum/1?page=1&perPage=15' });
    expect(open.statusCode).toBe(200);
    expect(open.json<SocialForumResponse>().data.comments).toHaveLength(15);
    expect((await clientInject(app, { url: '/v3/social/forums/1' })).statusCode).toBe(401);
  });

  it('posts to course forums (COURSE_FORUM_ERROR_BAD_WORDS) and LDI chapter forums, with mentions', async () => {
    const headers = await signIn();
    const refused = await post(headers, '/v3/courses/forums/comments', comment('seu idiota'));
    expect(refused.json().error.tag).toBe('COURSE_FORUM_ERROR_BAD_WORDS');
    const course = await post(headers, '/v3/courses/forums/comments', {
      ...comment('Aula ótima'),
      mention_id: 9001,
    });
    expect(course.json<SocialCommentResponse>().data.mention).toEqual({ id: 9001, name: 'Marcos Oliveira' });
    const chapter = await post(headers, '/bff/mci/my-courses/direito-penal/forum/91/comment', {
      body: 'Dúvida no capítulo',
      comment_id: null,
      link: null,
      chapter_id: 4,
    });
    expect(chapter.statusCode).toBe(201);
    const forum = (
      await clientInject(app, { url: '/v3/social/forums/91', headers })
    ).json<SocialForumResponse>();
    expect(forum.data.comments.map((c) => c.body)).toEqual(['Dúvida no capítulo']);
    const noChapter = await post(headers, '/bff/mci/my-courses/direito-penal/forum/91/comment', {
      body: 'x',
    });
    expect(noChapter.statusCode).toBe(400);
  });
});

describe('essays: overwrite, teachers, templates, page content, size limit', () => {
  it("overwrites an essay with status 'on revision' and shows its revision teacher", async () => {
    const headers = await signIn();
    const essays = (await clientInject(app, { url: '/v3/redacoes', headers })).json<EssaysResponse>().data;
    const failed = essays.find((e) => e.status === 'has error') as EssayWithTeacher | undefined;
    expect(failed?.error_details).toBeTruthy();
    expect(failed?.revision_teacher).toEqual({ id: 77, name: 'Profa. Helena Duarte' });
    const form = new FormData();
    form.append('kind', 'essay');
    form.append('status', 'on revision');
    form.append('multipart_data', file('nova.pdf'));
    const { payload, headers: formHeaders } = await multipart(form);
    const updated = await clientInject(app, {
      method: 'PUT',
      url: `/v3/redacoes/${failed?.id}`,
      payload,
      headers: { ...headers, ...formHeaders },
    });
    expect(updated.json<EssayResponse>().data).toMatchObject({
      status: 'on revision',
      file_name: 'nova.pdf',
    });
  });

  it('refuses an essay file over 10 MB with a clear message', async () => {
    const headers = await signIn();
    const form = new FormData();
    form.append('title', 'Grande');
    form.append('multipart_data', file('grande.pdf', 'x'.repeat(10 * 1024 * 1024 + 1)));
    const { payload, headers: formHeaders } = await multipart(form);
    const refused = await clientInject(app, {
      method: 'POST',
      url: '/v3/redacoes',
      payload,
      headers: { ...headers, ...formHeaders },
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.message).toBe('O arquivo deve ter no máximo 10 MB.');
  });

  it('lists the sample templates of the vertical and serves them', async () => {
    const headers = await signIn();
    const oab = (
      await clientInject(app, { url: '/v3/redacoes/templates', headers: { ...headers, 'x-vertical': 'oab' } })
    ).json<EssayTemplatesResponse>();
    expect(oab.data.map((t) => t.name)).toContain('Folha de peça profissional – OAB 2ª Fase');
    const concursos = (
      await clientInject(app, { url: '/v3/redacoes/templates', headers })
    ).json<EssayTemplatesResponse>();
    expect(concursos.data.map((t) => t.name)).not.toContain('Folha de peça profissional – OAB 2ª Fase');
    const pdf = await clientInject(app, { url: oab.data[0]?.url ?? '' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF')).toBe(true);
  });

  it('answers the essays page content per institution, 404 when there is none', async () => {
    const content = await clientInject(app, { url: '/v3/contents/get/redacoes-1' });
    expect(content.json<EssayPageContentResponse>().data.title).toBe('Redação Cebraspe');
    expect((await clientInject(app, { url: '/v3/contents/get/redacoes-3' })).statusCode).toBe(404);
  });
});

describe('discursives: categories, classifications, review, answer files', () => {
  it('groups the catalogue by category and lists its classifications', async () => {
    const headers = await signIn();
    const categories = (
      await clientInject(app, { url: '/v3/discursives/catalog-categorized?page=1&perPage=200', headers })
    ).json<DiscursiveCategoriesResponse>();
    const policial = categories.data.find((c) => c.name === 'Carreiras Policiais');
    expect(policial?.discursives.map((d) => d.slug)).toContain('simulado-discursivo-policia-federal');
    const classifications = (
      await clientInject(app, { url: '/v3/discursives/catalog/classifications?page=1&perPage=200', headers })
    ).json<DiscursiveClassificationsResponse>();
    expect(classifications.data.map((c) => c.name).sort()).toEqual(categories.data.map((c) => c.name).sort());
  });

  it('lists the exams the student sent as the review list', async () => {
    const headers = await signIn();
    const review = (
      await clientInject(app, { url: '/v3/discursives/review?is_review=true', headers })
    ).json<DiscursivesResponse>();
    expect(review.data.length).toBeGreaterThan(0);
    expect(review.data.every((d) => d.submissions.length > 0)).toBe(true);
  });

  it('adds answer files to a submission', async () => {
    const headers = await signIn();
    const exam = (
      await clientInject(app, { url: '/v3/discursives/slug/simulado-discursivo-receita-federal', headers })
    ).json<DiscursiveResponse>().data;
    const submission = exam.submissions[0];
    const form = new FormData();
    form.append('multipart_data', file('rf-questao-3.jpg'));
    const { payload, headers: formHeaders } = await multipart(form);
    const added = await clientInject(app, {
      method: 'PUT',
      url: `/v3/discursives/slug/${exam.slug}/submission/${submission?.id}/answerFiles`,
      payload,
      headers: { ...headers, ...formHeaders },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json<DiscursiveSubmissionResponse>().data.file_names).toContain('rf-questao-3.jpg');
  });
});
