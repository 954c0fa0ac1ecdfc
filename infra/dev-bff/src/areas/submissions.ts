import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  CommentResponse,
  Discursive,
  DiscursiveResponse,
  DiscursiveSubmission,
  DiscursiveSubmissionResponse,
  DiscursivesResponse,
  Essay,
  EssayClassification,
  EssayClassificationsResponse,
  EssayResponse,
  EssaysResponse,
  CommentReportResponse,
  DiscursiveCategoriesResponse,
  DiscursiveClassification,
  DiscursiveClassificationsResponse,
  EssayPageContentResponse,
  EssayTemplatesResponse,
  EssayWithTeacher,
  ReportType,
  ReportTypesResponse,
  SocialComment,
  SocialCommentBody,
  SocialCommentResponse,
  SocialForumResponse,
  SubmissionStatus,
} from 'shared-contracts';
import { FILE_TOO_LARGE_MESSAGE, MAX_FILE_BYTES } from 'shared-contracts';
import type { BffArea, BffContext, BffStudent } from '../area';
import { sendError } from '../http-error';
import { seedStudents } from '../seed-students';
import { paginate, readIntParam, type QueryResult } from './commerce/parse-query';
import {
  boundaryOf,
  parseMultipart,
  type MultipartBody,
  type UploadedFile,
} from './submissions/parse-multipart';
import {
  seedDiscursives,
  seedDiscursiveSubmissions,
  type SeedDiscursive,
} from './submissions/seed-discursives';
import { seedEssays, seedInstitutions } from './submissions/seed-essays';
import { findBadWords, seedForums, type SeedForum } from './submissions/seed-forums';
import {
  essayPageContents,
  essayTemplatesFor,
  REPORT_TYPES,
  REVISION_TEACHERS,
  templateFile,
} from './submissions/seed-social';

/** The submissions slice: essays and discursive submissions per student, the catalogue, the forums. */
export interface SubmissionsState {
  institutions: EssayClassification[];
  essays: Record<number, Essay[]>;
  discursives: SeedDiscursive[];
  /** student id → discursive id → submissions, oldest first */
  discursiveSubmissions: Record<number, Record<number, DiscursiveSubmission[]>>;
  forums: SeedForum[];
  /** comment attachments, bytes included, by the path that serves them */
  commentFiles: Record<string, { name: string; contentType: string; bytes: Buffer; commentId: number }>;
  reports: { id: number; comment_id: number; report_id: number; student_id: number; created_at: string }[];
  nextId: number;
}

const AREA = 'submissions';
/** Page sizes of spec 3 §9 (defaults) and the largest page served. */
const ESSAYS_PER_PAGE = 100;
const CLASSIFICATIONS_PER_PAGE = 20;
const DISCURSIVES_PER_PAGE = 20;
const COMMENTS_PER_PAGE = 15;
const MAX_PER_PAGE = 200;
/**
 * The multipart body limit; nginx's client_max_body_size (26m, infra/docker) leaves room above it. The largest
 * file (essay, proposal, discursive answer, comment attachment) and its message are the screens' own
 * (MAX_FILE_BYTES and FILE_TOO_LARGE_MESSAGE of shared-contracts): two files (an essay and its proposal) stay
 * under this limit.
 */
const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** Comment attachments kept in memory: per comment and in all (the oldest go first beyond that). */
const MAX_FILES_PER_COMMENT = 3;
const MAX_STORED_ATTACHMENT_BYTES = 50 * 1024 * 1024;
const COMMENT_MAX_LENGTH = 5000;
const ALLOWED_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'webp'];
const ESSAY_STATUSES: readonly SubmissionStatus[] = [
  'waiting revision',
  'on revision',
  'revised',
  'has error',
];

/** Messages of spec 3 §5 and §8 (server side). */
const INVALID_FILE_MESSAGE = 'Somente arquivos nos formatos pdf, png, webp, jpg e jpeg são permitidos!.';
const FILES_REQUIRED_MESSAGE = 'É necessário enviar pelo menos um arquivo';
const SUBMIT_LIMIT_TAG = 'DISCURSIVAS.SUBMIT_LIMIT_REACHED';
const BAD_WORDS_TAG = 'SOCIAL_ERROR_BAD_WORDS';
const COURSE_BAD_WORDS_TAG = 'COURSE_FORUM_ERROR_BAD_WORDS';

function seedSubmissions(): SubmissionsState {
  const essays: SubmissionsState['essays'] = {};
  const discursiveSubmissions: SubmissionsState['discursiveSubmissions'] = {};
  seedStudents()
    .filter((student) => Object.values(student.ecommerce).some(Boolean))
    .forEach((student, index) => {
      essays[student.id] = seedEssays(100 + index * 10);
      discursiveSubmissions[student.id] = seedDiscursiveSubmissions(700 + index * 10);
    });
  return {
    institutions: seedInstitutions(),
    essays,
    discursives: seedDiscursives(),
    discursiveSubmissions,
    forums: seedForums(),
    commentFiles: {},
    reports: [],
    nextId: 10_000,
  };
}

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot === -1 ? '' : filename.slice(dot + 1).toLowerCase();
}

function isAllowedFile(file: UploadedFile): boolean {
  return ALLOWED_EXTENSIONS.includes(extensionOf(file.filename));
}

function isTooLarge(file: UploadedFile): boolean {
  return file.size > MAX_FILE_BYTES;
}

/**
 * The form of a submission request: multipart/form-data (what the screens send), or JSON metadata
 * naming the files ({ title, multipart_data: 'redacao.pdf' }) for scripts and tools.
 */
function readForm(request: FastifyRequest): MultipartBody | null {
  if (Buffer.isBuffer(request.body)) {
    const boundary = boundaryOf(request.headers['content-type']);
    return boundary ? parseMultipart(request.body, boundary) : null;
  }
  if (request.body && typeof request.body === 'object') {
    const form: MultipartBody = { fields: {}, files: [] };
    for (const [key, value] of Object.entries(request.body as Record<string, unknown>)) {
      const names = Array.isArray(value) ? value : [value];
      if (key === 'multipart_data' || key === 'user_proposal_file') {
        for (const name of names) {
          if (typeof name === 'string' && name)
            form.files.push({ field: key, filename: name, contentType: 'application/octet-stream', size: 0 });
        }
      } else if (value !== null && value !== undefined) {
        form.fields[key] = String(value);
      }
    }
    return form;
  }
  return null;
}

function sendInvalid<T>(
  reply: FastifyReply,
  result: QueryResult<T>,
): result is { ok: false; message: string } {
  if (result.ok) return false;
  sendError(reply, 400, result.message, 'INVALID_QUERY_PARAM');
  return true;
}

function register(app: FastifyInstance, ctx: BffContext): void {
  const state = () => ctx.state<SubmissionsState>(AREA);
  const nextId = () => state().nextId++;

  const discursivesFor = (request: FastifyRequest, student: BffStudent): Discursive[] => {
    const vertical = ctx.vertical(request);
    const mine = state().discursiveSubmissions[student.id] ?? {};
    return state()
      .discursives.filter((seed) => seed.verticals.includes(vertical))
      .map((seed) => ({ ...seed.discursive, submissions: mine[seed.discursive.id] ?? [] }));
  };

  const forumById = (id: number): SeedForum => {
    let forum = state().forums.find((f) => f.id === id);
    if (!forum) {
      // Any forum id exists (empty) on first use, so every page embedding the comments widget works.
      forum = { id, title: `Fórum ${id}`, comments: [] };
      state().forums.push(forum);
    }
    return forum;
  };

  const findComment = (
    id: number,
  ): { forum: SeedForum; comment: SocialComment; parent: SocialComment | null } | null => {
    for (const forum of state().forums) {
      for (const comment of forum.comments) {
        if (comment.id === id) return { forum, comment, parent: null };
        const reply = comment.replies.find((r) => r.id === id);
        if (reply) return { forum, comment: reply, parent: comment };
      }
    }
    return null;
  };

  const sendBadWords = (reply: FastifyReply, words: string[], tag: string = BAD_WORDS_TAG) =>
    reply.code(422).send({
      error: { message: 'O comentário contém palavras não permitidas.', tag, meta: { words } },
    });

  /** The name of a user a comment mentions: a seeded student or any comment author. */
  const userName = (id: number): string | null => {
    const student = seedStudents().find((s) => s.id === id);
    if (student) return student.fullName;
    for (const forum of state().forums) {
      for (const comment of forum.comments) {
        for (const c of [comment, ...comment.replies]) if (c.author.id === id) return c.author.name;
      }
    }
    return null;
  };

  // ── essays ──────────────────────────────────────────────────────────────────────────────────────
  app.get('/v3/redacoes', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const query = request.query as Record<string, unknown>;
    const page = readIntParam(query, 'page', { fallback: 1, max: 10_000 });
    if (sendInvalid(reply, page)) return reply;
    const perPage = readIntParam(query, 'perPage', { fallback: ESSAYS_PER_PAGE, max: MAX_PER_PAGE });
    if (sendInvalid(reply, perPage)) return reply;
    const orderBy = String(query.order_by ?? 'created_at');
    if (!['created_at', 'updated_at', 'title'].includes(orderBy)) {
      return sendError(
        reply,
        400,
        'O parâmetro order_by deve ser created_at, updated_at ou title.',
        'INVALID_QUERY_PARAM',
      );
    }
    const sort = String(query.sort ?? 'desc').toLowerCase();
    if (sort !== 'asc' && sort !== 'desc')
      return sendError(reply, 400, 'O parâmetro sort deve ser asc ou desc.', 'INVALID_QUERY_PARAM');
    const key = orderBy as 'created_at' | 'updated_at' | 'title';
    const sorted = [...(state().essays[student.id] ?? [])].sort(
      (a, b) => a[key].localeCompare(b[key]) * (sort === 'asc' ? 1 : -1),
    );
    const withTeachers: EssayWithTeacher[] = sorted.map((essay) => ({
      ...essay,
      revision_teacher:
        essay.revision_teacher_id === null ? null : (REVISION_TEACHERS[essay.revision_teacher_id] ?? null),
    }));
    const body: EssaysResponse = paginate(withTeachers, page.value, perPage.value);
    return body;
  });

  app.get('/v3/redacoes/catalog/classifications', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const page = readIntParam(query, 'page', { fallback: 1, max: 10_000 });
    if (sendInvalid(reply, page)) return reply;
    // the institutions select asks with `size`, other screens with `perPage` (spec 3 §7)
    const sizeName = query.size !== undefined ? 'size' : 'perPage';
    const size = readIntParam(query, sizeName, { fallback: CLASSIFICATIONS_PER_PAGE, max: MAX_PER_PAGE });
    if (sendInvalid(reply, size)) return reply;
    const body: EssayClassificationsResponse = paginate(state().institutions, page.value, size.value);
    return body;
  });

  // ── discursives ─────────────────────────────────────────────────────────────────────────────────
  app.get('/v3/discursives/catalog', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const query = request.query as Record<string, unknown>;
    const page = readIntParam(query, 'page', { fallback: 1, max: 10_000 });
    if (sendInvalid(reply, page)) return reply;
    const perPage = readIntParam(query, 'perPage', { fallback: DISCURSIVES_PER_PAGE, max: MAX_PER_PAGE });
    if (sendInvalid(reply, perPage)) return reply;
    const body: DiscursivesResponse = paginate(discursivesFor(request, student), page.value, perPage.value);
    return body;
  });

  app.get('/v3/discursives/slug/:slug', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const { slug } = request.params as { slug: string };
    const found = discursivesFor(request, student).find((d) => d.slug === slug);
    if (!found) return sendError(reply, 404, 'Simulado discursivo não encontrado.', 'DISCURSIVAS.NOT_FOUND');
    const body: DiscursiveResponse = { data: found };
    return body;
  });

  app.get('/bff/discursives/discursive-student/:id', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const { id } = request.params as { id: string };
    const found = state().discursives.find((seed) => seed.discursive.id === Number(id));
    if (!found) return sendError(reply, 404, 'Simulado discursivo não encontrado.', 'DISCURSIVAS.NOT_FOUND');
    const used = (state().discursiveSubmissions[student.id]?.[found.discursive.id] ?? []).length;
    return {
      data: {
        discursive_id: found.discursive.id,
        additional_submission_limit: found.discursive.additional_submission_limit,
        submissions_count: used,
      },
    };
  });

  // ── forums and comments ─────────────────────────────────────────────────────────────────────────
  const listForum = async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as { id: string };
    if (!/^\d+$/.test(id))
      return sendError(reply, 400, 'O identificador do fórum deve ser numérico.', 'INVALID_QUERY_PARAM');
    const query = request.query as Record<string, unknown>;
    const page = readIntParam(query, 'page', { fallback: 1, max: 10_000 });
    if (sendInvalid(reply, page)) return reply;
    const perPage = readIntParam(query, 'perPage', { fallback: COMMENTS_PER_PAGE, max: MAX_PER_PAGE });
    if (sendInvalid(reply, perPage)) return reply;
    const forum = forumById(Number(id));
    const newestFirst = [...forum.comments].sort((a, b) => b.created_at.localeCompare(a.created_at));
    const { data, meta } = paginate(newestFirst, page.value, perPage.value);
    const body: SocialForumResponse = { data: { id: forum.id, title: forum.title, comments: data }, meta };
    return body;
  };

  app.get('/v3/social/forums/:id', async (request, reply) => {
    if (!ctx.requireStudent(request, reply)) return reply;
    return listForum(request, reply);
  });
  app.get('/v3/public/forum/:id', listForum);

  /**
   * Creates a comment in a forum: the social forums (questions, contents), the course forums and the LDI
   * chapter forums share the rules; only the bad-words tag of the course forums differs.
   */
  const createComment = (
    reply: FastifyReply,
    student: BffStudent,
    input: Partial<SocialCommentBody> & { chapter_id?: unknown },
    badWordsTag: string,
  ) => {
    const text = typeof input.body === 'string' ? input.body.trim() : '';
    if (!text)
      return sendError(reply, 400, 'Escreva um comentário antes de enviar.', 'SOCIAL_ERROR_EMPTY_BODY');
    if (text.length > COMMENT_MAX_LENGTH) {
      return sendError(
        reply,
        400,
        `O comentário pode ter no máximo ${COMMENT_MAX_LENGTH} caracteres.`,
        'SOCIAL_ERROR_BODY_TOO_LONG',
      );
    }
    if (!Number.isInteger(input.forum_id) || (input.forum_id ?? 0) < 1) {
      return sendError(
        reply,
        400,
        'Informe o fórum do comentário (forum_id).',
        'SOCIAL_ERROR_FORUM_REQUIRED',
      );
    }
    const badWords = findBadWords(text);
    if (badWords.length > 0) return sendBadWords(reply, badWords, badWordsTag);
    const forum = forumById(input.forum_id as number);
    let parent: SocialComment | null = null;
    if (input.comment_id !== null && input.comment_id !== undefined) {
      // answers hang from a top-level comment; answering an answer answers its parent
      const found = findComment(Number(input.comment_id));
      if (!found || found.forum.id !== forum.id)
        return sendError(reply, 404, 'Comentário não encontrado.', 'SOCIAL_ERROR_COMMENT_NOT_FOUND');
      parent = found.parent ?? found.comment;
    }
    let mention: SocialComment['mention'] = null;
    if (input.mention_id !== null && input.mention_id !== undefined) {
      const name = userName(Number(input.mention_id));
      if (!name)
        return sendError(reply, 404, 'Usuário mencionado não encontrado.', 'SOCIAL_ERROR_MENTION_NOT_FOUND');
      mention = { id: Number(input.mention_id), name };
    }
    const created: SocialComment = {
      id: nextId(),
      body: text,
      forum_id: forum.id,
      comment_id: parent?.id ?? null,
      link: typeof input.link === 'string' ? input.link : null,
      author: { id: student.id, name: student.fullName },
      likes: 0,
      dislikes: 0,
      created_at: new Date().toISOString(),
      mention,
      files: [],
      replies: [],
    };
    if (parent) parent.replies.push(created);
    else forum.comments.push(created);
    const body: CommentResponse = { data: created };
    return reply.code(201).send(body);
  };

  app.post('/v3/social/comments', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    return createComment(reply, student, (request.body ?? {}) as Partial<SocialCommentBody>, BAD_WORDS_TAG);
  });

  app.post('/v3/courses/forums/comments', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    return createComment(
      reply,
      student,
      (request.body ?? {}) as Partial<SocialCommentBody>,
      COURSE_BAD_WORDS_TAG,
    );
  });

  app.post('/bff/mci/my-courses/:course/forum/:forum/comment', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const { forum } = request.params as { course: string; forum: string };
    const input = (request.body ?? {}) as Partial<SocialCommentBody> & { chapter_id?: unknown };
    if (!Number.isInteger(input.chapter_id) || Number(input.chapter_id) < 1)
      return sendError(
        reply,
        400,
        'Informe o capítulo do comentário (chapter_id).',
        'COURSE_FORUM_ERROR_CHAPTER',
      );
    return createComment(reply, student, { ...input, forum_id: Number(forum) }, COURSE_BAD_WORDS_TAG);
  });

  app.put('/v3/social/comments/:id', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const found = findComment(Number((request.params as { id: string }).id));
    if (!found) return sendError(reply, 404, 'Comentário não encontrado.', 'SOCIAL_ERROR_COMMENT_NOT_FOUND');
    if (found.comment.author.id !== student.id)
      return sendError(reply, 403, 'Você só pode editar os seus comentários.', 'SOCIAL_ERROR_FORBIDDEN');
    const text =
      typeof (request.body as { body?: unknown })?.body === 'string'
        ? (request.body as { body: string }).body.trim()
        : '';
    if (!text)
      return sendError(reply, 400, 'Escreva um comentário antes de enviar.', 'SOCIAL_ERROR_EMPTY_BODY');
    const badWords = findBadWords(text);
    if (badWords.length > 0) return sendBadWords(reply, badWords);
    found.comment.body = text;
    const body: CommentResponse = { data: found.comment };
    return body;
  });

  app.delete('/v3/social/comments/:id', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const found = findComment(Number((request.params as { id: string }).id));
    if (!found) return sendError(reply, 404, 'Comentário não encontrado.', 'SOCIAL_ERROR_COMMENT_NOT_FOUND');
    if (found.comment.author.id !== student.id)
      return sendError(reply, 403, 'Você só pode excluir os seus comentários.', 'SOCIAL_ERROR_FORBIDDEN');
    if (found.parent) found.parent.replies = found.parent.replies.filter((r) => r.id !== found.comment.id);
    else found.forum.comments = found.forum.comments.filter((c) => c.id !== found.comment.id);
    return reply.code(204).send();
  });

  for (const reaction of ['like', 'dislike'] as const) {
    app.post(`/v3/social/comments/:id/${reaction}`, async (request, reply) => {
      if (!ctx.requireStudent(request, reply)) return reply;
      const found = findComment(Number((request.params as { id: string }).id));
      if (!found)
        return sendError(reply, 404, 'Comentário não encontrado.', 'SOCIAL_ERROR_COMMENT_NOT_FOUND');
      if (reaction === 'like') found.comment.likes += 1;
      else found.comment.dislikes += 1;
      const body: CommentResponse = { data: found.comment };
      return body;
    });
  }

  // ── reports ─────────────────────────────────────────────────────────────────────────────────────
  app.get('/v3/social/report-types', async (request, reply) => {
    if (!ctx.requireStudent(request, reply)) return reply;
    const body: ReportTypesResponse = { data: REPORT_TYPES.map((type: ReportType) => ({ ...type })) };
    return body;
  });

  app.post('/v3/social/comments/:id/report', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const found = findComment(Number((request.params as { id: string }).id));
    if (!found) return sendError(reply, 404, 'Comentário não encontrado.', 'SOCIAL_ERROR_COMMENT_NOT_FOUND');
    const reportId = (request.body as { report_id?: unknown } | null)?.report_id;
    if (!REPORT_TYPES.some((type) => type.id === reportId)) {
      return sendError(
        reply,
        400,
        `Informe um report_id válido: ${REPORT_TYPES.map((t) => t.id).join(', ')}.`,
        'SOCIAL_ERROR_INVALID_REPORT',
      );
    }
    if (found.comment.author.id === student.id)
      return sendError(
        reply,
        403,
        'Você não pode denunciar o seu próprio comentário.',
        'SOCIAL_ERROR_FORBIDDEN',
      );
    const report = {
      id: nextId(),
      comment_id: found.comment.id,
      report_id: reportId as number,
      student_id: student.id,
      created_at: new Date().toISOString(),
    };
    state().reports.push(report);
    const body: CommentReportResponse = {
      data: {
        id: report.id,
        comment_id: report.comment_id,
        report_id: report.report_id,
        created_at: report.created_at,
      },
    };
    return reply.code(201).send(body);
  });

  // ── comment attachments ─────────────────────────────────────────────────────────────────────────
  /** The student's own comment, or a reply already sent. */
  const ownComment = (request: FastifyRequest, reply: FastifyReply, student: BffStudent) => {
    const found = findComment(Number((request.params as { id: string }).id));
    if (!found) {
      sendError(reply, 404, 'Comentário não encontrado.', 'SOCIAL_ERROR_COMMENT_NOT_FOUND');
      return null;
    }
    if (found.comment.author.id !== student.id) {
      sendError(reply, 403, 'Você só pode alterar os anexos dos seus comentários.', 'SOCIAL_ERROR_FORBIDDEN');
      return null;
    }
    return found.comment;
  };

  app.delete('/social/v1/comments/:id/deleteFile', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const comment = ownComment(request, reply, student);
    if (!comment) return reply;
    const url = String((request.query as { file_url?: unknown }).file_url ?? '');
    if (!comment.files.some((file) => file.url === url))
      return sendError(reply, 404, 'Anexo não encontrado neste comentário.', 'SOCIAL_ERROR_FILE_NOT_FOUND');
    comment.files = comment.files.filter((file) => file.url !== url);
    delete state().commentFiles[new URL(url, 'http://bff').pathname];
    const body: SocialCommentResponse = { data: comment };
    return body;
  });

  app.get('/social/v1/files/:id/:name', async (request, reply) => {
    const stored = state().commentFiles[request.url.split('?')[0] ?? ''];
    if (!stored) return sendError(reply, 404, 'Arquivo não encontrado.', 'SOCIAL_ERROR_FILE_NOT_FOUND');
    return reply
      .header('content-type', stored.contentType)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(stored.name)}`)
      .send(stored.bytes);
  });

  // ── essays: templates and page content ──────────────────────────────────────────────────────────
  app.get('/v3/redacoes/templates', async (request, reply) => {
    if (!ctx.requireStudent(request, reply)) return reply;
    const body: EssayTemplatesResponse = { data: essayTemplatesFor(ctx.vertical(request)) };
    return body;
  });

  app.get('/v3/redacoes/templates/:vertical/:file', async (request, reply) => {
    const { vertical, file } = request.params as { vertical: string; file: string };
    const found = templateFile(vertical, file);
    if (!found) return sendError(reply, 404, 'Modelo não encontrado.', 'REDACOES.TEMPLATE_NOT_FOUND');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file}"`)
      .send(found);
  });

  app.get('/v3/contents/get/redacoes-:institution', async (request, reply) => {
    const { institution } = request.params as { institution: string };
    const content = essayPageContents()[Number(institution)];
    if (!content)
      return sendError(reply, 404, `Conteúdo não encontrado: redacoes-${institution}.`, 'CONTENT_NOT_FOUND');
    const body: EssayPageContentResponse = { data: content };
    return body;
  });

  // ── discursives: categories, classifications, review ────────────────────────────────────────────
  const classificationsFor = (list: Discursive[]): DiscursiveClassification[] => {
    const names = [...new Set(list.map((d) => d.classification))].sort((a, b) => a.localeCompare(b, 'pt-BR'));
    const all = [...new Set(state().discursives.map((d) => d.discursive.classification))];
    return names.map((name) => ({ id: all.indexOf(name) + 1, name }));
  };

  app.get('/v3/discursives/catalog-categorized', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const query = request.query as Record<string, unknown>;
    const perPage = readIntParam(query, 'perPage', { fallback: 200, max: MAX_PER_PAGE });
    if (sendInvalid(reply, perPage)) return reply;
    const list = discursivesFor(request, student);
    const body: DiscursiveCategoriesResponse = {
      data: classificationsFor(list).map(({ name }) => ({
        name,
        discursives: list.filter((d) => d.classification === name).slice(0, perPage.value),
      })),
    };
    return body;
  });

  app.get('/v3/discursives/catalog/classifications', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const query = request.query as Record<string, unknown>;
    const page = readIntParam(query, 'page', { fallback: 1, max: 10_000 });
    if (sendInvalid(reply, page)) return reply;
    const perPage = readIntParam(query, 'perPage', { fallback: 200, max: MAX_PER_PAGE });
    if (sendInvalid(reply, perPage)) return reply;
    const body: DiscursiveClassificationsResponse = paginate(
      classificationsFor(discursivesFor(request, student)),
      page.value,
      perPage.value,
    );
    return body;
  });

  app.get('/v3/discursives/review', async (request, reply) => {
    const student = ctx.requireStudent(request, reply);
    if (!student) return reply;
    const query = request.query as Record<string, unknown>;
    if (String(query.is_review ?? 'true') !== 'true')
      return sendError(reply, 400, 'O parâmetro is_review deve ser true.', 'INVALID_QUERY_PARAM');
    const page = readIntParam(query, 'page', { fallback: 1, max: 10_000 });
    if (sendInvalid(reply, page)) return reply;
    const perPage = readIntParam(query, 'perPage', { fallback: DISCURSIVES_PER_PAGE, max: MAX_PER_PAGE });
    if (sendInvalid(reply, perPage)) return reply;
    const sent = discursivesFor(request, student).filter((d) => d.submissions.length > 0);
    const body: DiscursivesResponse = paginate(sent, page.value, perPage.value);
    return body;
  });

  // ── uploads: an encapsulated scope, so the multipart parser applies to these routes only ─────────
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES },
      (_request, body, done) => {
        done(null, body);
      },
    );

    scope.put('/social/v1/comments/:id/attachFile', async (request, reply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      const comment = ownComment(request, reply, student);
      if (!comment) return reply;
      const form = readForm(request);
      const file = form?.files.find((f) => f.field === 'file');
      if (!file || !file.content)
        return sendError(
          reply,
          400,
          'Envie o arquivo no campo file (multipart).',
          'SOCIAL_ERROR_FILE_REQUIRED',
        );
      if (!isAllowedFile(file))
        return sendError(reply, 400, INVALID_FILE_MESSAGE, 'SOCIAL_ERROR_INVALID_FILE_TYPE');
      if (isTooLarge(file))
        return sendError(reply, 413, FILE_TOO_LARGE_MESSAGE, 'SOCIAL_ERROR_FILE_TOO_LARGE');
      if (comment.files.length >= MAX_FILES_PER_COMMENT) {
        return sendError(
          reply,
          422,
          `Um comentário pode ter no máximo ${MAX_FILES_PER_COMMENT} anexos.`,
          'SOCIAL_ERROR_TOO_MANY_FILES',
        );
      }
      const stored = state().commentFiles;
      const path = `/social/v1/files/${nextId()}/${encodeURIComponent(file.filename)}`;
      // a copy: the request body is not kept
      stored[path] = {
        name: file.filename,
        contentType: file.contentType,
        bytes: Buffer.from(file.content),
        commentId: comment.id,
      };
      // beyond the memory budget the oldest attachments are dropped (from their comments too)
      let total = Object.values(stored).reduce((sum, f) => sum + f.bytes.length, 0);
      for (const oldest of Object.keys(stored)) {
        if (total <= MAX_STORED_ATTACHMENT_BYTES || oldest === path) break;
        const dropped = stored[oldest];
        if (!dropped) continue;
        total -= dropped.bytes.length;
        delete stored[oldest];
        const owner = findComment(dropped.commentId)?.comment;
        if (owner) owner.files = owner.files.filter((f) => !f.url.endsWith(oldest));
      }
      comment.files.push({ url: path, name: file.filename, size: file.size });
      const body: SocialCommentResponse = { data: comment };
      return body;
    });

    scope.post('/v3/redacoes', async (request, reply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      const form = readForm(request);
      if (!form) return sendError(reply, 400, 'Corpo multipart inválido.', 'INVALID_BODY');
      const kind = form.fields.kind ?? 'essay';
      if (kind !== 'essay') return sendError(reply, 400, "O campo kind deve ser 'essay'.", 'INVALID_BODY');
      const title = (form.fields.title ?? '').trim();
      if (!title)
        return sendError(reply, 400, 'O título da redação é obrigatório.', 'REDACOES.TITLE_REQUIRED');
      const file = form.files.find((f) => f.field === 'multipart_data');
      if (!file) return sendError(reply, 400, 'Envie o arquivo da redação.', 'REDACOES.FILE_REQUIRED');
      const proposal = form.files.find((f) => f.field === 'user_proposal_file') ?? null;
      if (!isAllowedFile(file) || (proposal && !isAllowedFile(proposal))) {
        return sendError(reply, 400, INVALID_FILE_MESSAGE, 'REDACOES.INVALID_FILE_TYPE');
      }
      if (isTooLarge(file) || (proposal && isTooLarge(proposal)))
        return sendError(reply, 413, FILE_TOO_LARGE_MESSAGE, 'REDACOES.FILE_TOO_LARGE');
      let institution: EssayClassification | null = null;
      const institutionId = form.fields.institution_id?.trim();
      if (institutionId) {
        institution = state().institutions.find((i) => String(i.id) === institutionId) ?? null;
        if (!institution)
          return sendError(reply, 400, 'Instituição não encontrada.', 'REDACOES.INVALID_INSTITUTION');
      }
      const now = new Date().toISOString();
      const essay: Essay = {
        id: nextId(),
        kind: 'essay',
        title,
        description: form.fields.description?.trim() || null,
        status: 'waiting revision',
        institution_id: institution?.id ?? null,
        institution,
        file_name: file.filename,
        user_proposal_file_name: proposal?.filename ?? null,
        revision_teacher_id: null,
        grade: null,
        error_details: null,
        created_at: now,
        updated_at: now,
      };
      state().essays[student.id] = [essay, ...(state().essays[student.id] ?? [])];
      const body: EssayResponse = { data: essay };
      return reply.code(201).send(body);
    });

    scope.put('/v3/redacoes/:id', async (request, reply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      const essay = (state().essays[student.id] ?? []).find(
        (e) => e.id === Number((request.params as { id: string }).id),
      );
      if (!essay) return sendError(reply, 404, 'Redação não encontrada.', 'REDACOES.NOT_FOUND');
      const form = readForm(request);
      if (!form) return sendError(reply, 400, 'Corpo multipart inválido.', 'INVALID_BODY');
      const status = form.fields.status as SubmissionStatus | undefined;
      if (status !== undefined && !ESSAY_STATUSES.includes(status)) {
        return sendError(reply, 400, `Status inválido: use ${ESSAY_STATUSES.join(', ')}.`, 'INVALID_BODY');
      }
      const file = form.files.find((f) => f.field === 'multipart_data');
      if (file && !isAllowedFile(file))
        return sendError(reply, 400, INVALID_FILE_MESSAGE, 'REDACOES.INVALID_FILE_TYPE');
      if (file && isTooLarge(file))
        return sendError(reply, 413, FILE_TOO_LARGE_MESSAGE, 'REDACOES.FILE_TOO_LARGE');
      if (file) essay.file_name = file.filename;
      // overwriting a submission sends it back to revision (spec 3 §4)
      if (status) essay.status = status;
      else if (file) essay.status = 'on revision';
      if (form.fields.error_details !== undefined) essay.error_details = form.fields.error_details || null;
      if (form.fields.revision_teacher_id)
        essay.revision_teacher_id = Number(form.fields.revision_teacher_id);
      essay.updated_at = new Date().toISOString();
      const body: EssayResponse = { data: essay };
      return body;
    });

    scope.post('/v3/discursives/slug/:slug/submission', async (request, reply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      const { slug } = request.params as { slug: string };
      const found = discursivesFor(request, student).find((d) => d.slug === slug);
      if (!found)
        return sendError(reply, 404, 'Simulado discursivo não encontrado.', 'DISCURSIVAS.NOT_FOUND');
      if (Date.parse(found.available_until) < Date.now()) {
        return sendError(
          reply,
          422,
          'O prazo de envio deste simulado terminou.',
          'DISCURSIVAS.SUBMISSION_CLOSED',
        );
      }
      if (found.submissions.length >= 1 + found.additional_submission_limit) {
        return sendError(
          reply,
          422,
          'Você já atingiu o limite de envios para essa correção!',
          SUBMIT_LIMIT_TAG,
        );
      }
      const form = readForm(request);
      if (!form) return sendError(reply, 400, 'Corpo multipart inválido.', 'INVALID_BODY');
      if (form.files.length === 0)
        return sendError(reply, 400, FILES_REQUIRED_MESSAGE, 'DISCURSIVAS.FILES_REQUIRED');
      if (!form.files.every(isAllowedFile))
        return sendError(reply, 400, INVALID_FILE_MESSAGE, 'DISCURSIVAS.INVALID_FILE_TYPE');
      if (form.files.some(isTooLarge))
        return sendError(reply, 413, FILE_TOO_LARGE_MESSAGE, 'DISCURSIVAS.FILE_TOO_LARGE');
      const submission: DiscursiveSubmission = {
        id: nextId(),
        index: found.submissions.length + 1,
        status: 'waiting revision',
        file_names: form.files.map((f) => f.filename),
        created_at: new Date().toISOString(),
      };
      const mine = (state().discursiveSubmissions[student.id] ??= {});
      mine[found.id] = [...(mine[found.id] ?? []), submission];
      const body: DiscursiveSubmissionResponse = { data: submission };
      return reply.code(201).send(body);
    });

    scope.put('/v3/discursives/slug/:slug/submission/:id/answerFiles', async (request, reply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      const { slug, id } = request.params as { slug: string; id: string };
      const found = discursivesFor(request, student).find((d) => d.slug === slug);
      const submission = found?.submissions.find((s) => s.id === Number(id));
      if (!found || !submission)
        return sendError(reply, 404, 'Envio não encontrado.', 'DISCURSIVAS.NOT_FOUND');
      if (Date.parse(found.available_until) < Date.now()) {
        return sendError(
          reply,
          422,
          'O prazo de envio deste simulado terminou.',
          'DISCURSIVAS.SUBMISSION_CLOSED',
        );
      }
      const form = readForm(request);
      if (!form) return sendError(reply, 400, 'Corpo multipart inválido.', 'INVALID_BODY');
      if (form.files.length === 0)
        return sendError(reply, 400, FILES_REQUIRED_MESSAGE, 'DISCURSIVAS.FILES_REQUIRED');
      if (!form.files.every(isAllowedFile))
        return sendError(reply, 400, INVALID_FILE_MESSAGE, 'DISCURSIVAS.INVALID_FILE_TYPE');
      if (form.files.some(isTooLarge))
        return sendError(reply, 413, FILE_TOO_LARGE_MESSAGE, 'DISCURSIVAS.FILE_TOO_LARGE');
      submission.file_names.push(...form.files.map((f) => f.filename));
      submission.status = 'on revision';
      const body: DiscursiveSubmissionResponse = { data: submission };
      return body;
    });
  });
}

/** submissions endpoints and seeded data (owned by the mfe-submissions team). */
export const submissionsArea: BffArea<SubmissionsState> = {
  name: AREA,
  seed: seedSubmissions,
  register,
};
