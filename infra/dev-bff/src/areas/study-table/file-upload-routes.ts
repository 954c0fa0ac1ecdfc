import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_TOO_LARGE_MESSAGE, MAX_FILE_BYTES, type UploadedFile } from 'shared-contracts';
import { sendError } from '../../http-error';
import { boundaryOf, parseMultipart, type MultipartBody } from '../submissions/parse-multipart';
import type { StudyTableRouteKit } from './route-kit';

/** A study file a student sent (POST /bff/files/upload), kept in memory and served back. */
export interface StoredStudyFile {
  id: number;
  /** e-mail of the student who sent it (only they may open it) */
  owner: string;
  name: string;
  bytes: Buffer;
  goalId: number | null;
  sentAt: string;
}

/** The study table's uploads: by id, and the next id. */
export interface StudyFilesState {
  byId: Record<number, StoredStudyFile>;
  nextId: number;
}

export function seedStudyFiles(): StudyFilesState {
  return { byId: {}, nextId: 1 };
}

/** Answer of POST /bff/files/upload (shared-contracts' UploadedFile and the stored file's id). */
export interface StudyFileAnswer extends UploadedFile {
  id: number;
}

/**
 * What the study table takes (spec 2 leaves it open, §7 and §9): a PDF, an image or an office document, by
 * extension; the same list as the dashboard's 'Meus arquivos' card (mfe-study-table).
 */
const OFFICE = 'application/vnd.openxmlformats-officedocument';
const OPEN_DOCUMENT = 'application/vnd.oasis.opendocument';
/** The type each extension is served as (never the one the upload claimed); inline: opened in the browser. */
const SERVED_AS: Readonly<Record<string, { type: string; inline: boolean }>> = {
  pdf: { type: 'application/pdf', inline: true },
  png: { type: 'image/png', inline: true },
  jpg: { type: 'image/jpeg', inline: true },
  jpeg: { type: 'image/jpeg', inline: true },
  webp: { type: 'image/webp', inline: true },
  gif: { type: 'image/gif', inline: true },
  doc: { type: 'application/msword', inline: false },
  docx: { type: `${OFFICE}.wordprocessingml.document`, inline: false },
  xls: { type: 'application/vnd.ms-excel', inline: false },
  xlsx: { type: `${OFFICE}.spreadsheetml.sheet`, inline: false },
  ppt: { type: 'application/vnd.ms-powerpoint', inline: false },
  pptx: { type: `${OFFICE}.presentationml.presentation`, inline: false },
  odt: { type: `${OPEN_DOCUMENT}.text`, inline: false },
  ods: { type: `${OPEN_DOCUMENT}.spreadsheet`, inline: false },
  odp: { type: `${OPEN_DOCUMENT}.presentation`, inline: false },
};

/**
 * What the study table takes (spec 2 leaves it open, §7 and §9): a PDF, an image or an office document, by
 * extension; the same list as the dashboard's 'Meus arquivos' card (mfe-study-table).
 */
export const STUDY_FILE_EXTENSIONS: readonly string[] = Object.keys(SERVED_AS);

export const FILE_REQUIRED_MESSAGE = 'Envie o arquivo no campo file (multipart/form-data).';
export const FILE_TYPE_MESSAGE =
  'Formato de arquivo não aceito. Envie um PDF, uma imagem (PNG, JPG, JPEG, WEBP, GIF) ou um documento (DOC, DOCX, XLS, XLSX, PPT, PPTX, ODT, ODS, ODP).';

/** The multipart body of one file: the file's limit and room for its part headers and goal_id. */
const MAX_BODY_BYTES = MAX_FILE_BYTES + 64 * 1024;
/** Uploads kept in memory in all; beyond that the oldest are dropped (their links answer 404). */
const MAX_STORED_BYTES = 50 * 1024 * 1024;

function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** The multipart form of a request, or null when the body is not multipart. */
function readForm(request: FastifyRequest): MultipartBody | null {
  if (!Buffer.isBuffer(request.body)) return null;
  const boundary = boundaryOf(request.headers['content-type']);
  return boundary ? parseMultipart(request.body, boundary) : null;
}

/** The path a stored file is served at. */
export function studyFileUrl(file: Pick<StoredStudyFile, 'id' | 'name'>): string {
  return `/bff/files/${file.id}/${encodeURIComponent(file.name)}`;
}

/**
 * POST /bff/files/upload (spec 2 §7, body not shown): signed in only; multipart with the file in `file` and
 * the student's goal in `goal_id` (optional). Answers 201 `{data: {id, name, size, url}}`, the URL served by
 * GET /bff/files/{id}/{name} to the same student; 400 with a pt-BR message when the file is missing, of
 * another type or goal_id is not an id; 413 over MAX_FILE_BYTES (FILE_TOO_LARGE_MESSAGE).
 */
export function registerFileUploadRoutes(
  app: FastifyInstance,
  kit: StudyTableRouteKit,
  files: () => StudyFilesState,
): void {
  const { ctx, signedIn } = kit;

  // an encapsulated scope, so the multipart parser and its size answer apply to this route only
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: MAX_BODY_BYTES },
      (_request, body, done) => {
        done(null, body);
      },
    );
    // the student is known before the body is read: a signed-out upload is refused without reading it
    scope.addHook('onRequest', async (request, reply) => {
      if (!ctx.requireStudent(request, reply)) return reply;
      return undefined;
    });
    // a body over the limit is refused by the parser: with the file's own message
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return sendError(reply, 413, FILE_TOO_LARGE_MESSAGE, 'FILES.FILE_TOO_LARGE');
      throw error;
    });

    scope.post(
      '/bff/files/upload',
      signedIn((student, request, reply) => {
        const form = readForm(request);
        const file = form?.files.find((part) => part.field === 'file');
        if (!form || !file || !file.content)
          return sendError(reply, 400, FILE_REQUIRED_MESSAGE, 'FILES.FILE_REQUIRED');
        if (!STUDY_FILE_EXTENSIONS.includes(extensionOf(file.filename)))
          return sendError(reply, 400, FILE_TYPE_MESSAGE, 'FILES.INVALID_FILE_TYPE');
        if (file.size > MAX_FILE_BYTES)
          return sendError(reply, 413, FILE_TOO_LARGE_MESSAGE, 'FILES.FILE_TOO_LARGE');
        const rawGoal = form.fields.goal_id?.trim();
        const goalId = rawGoal ? Number(rawGoal) : null;
        if (goalId !== null && (!Number.isInteger(goalId) || goalId <= 0))
          return sendError(
            reply,
            400,
            `O campo goal_id deve ser o identificador de um objetivo: ${rawGoal}.`,
            'FILES.INVALID_GOAL',
          );

        const state = files();
        const stored: StoredStudyFile = {
          id: state.nextId,
          owner: student.email,
          name: file.filename,
          // a copy: the request body is not kept
          bytes: Buffer.from(file.content),
          goalId,
          sentAt: new Date().toISOString(),
        };
        state.nextId += 1;
        state.byId[stored.id] = stored;
        // beyond the memory budget the oldest uploads go first
        let total = Object.values(state.byId).reduce((sum, item) => sum + item.bytes.length, 0);
        for (const oldest of Object.values(state.byId).sort((a, b) => a.id - b.id)) {
          if (total <= MAX_STORED_BYTES || oldest.id === stored.id) break;
          total -= oldest.bytes.length;
          delete state.byId[oldest.id];
        }
        const answer: StudyFileAnswer = {
          id: stored.id,
          name: stored.name,
          size: stored.bytes.length,
          url: studyFileUrl(stored),
        };
        return reply.code(201).send({ data: answer });
      }),
    );
  });

  // the link of an upload: its bytes, to the student who sent it (anyone else: 404, nothing is told)
  app.get(
    '/bff/files/:id/:name',
    signedIn((student, request, reply) => {
      const id = Number((request.params as { id: string }).id);
      const stored = Number.isInteger(id) ? files().byId[id] : undefined;
      if (!stored || stored.owner !== student.email)
        return sendError(reply, 404, 'Arquivo não encontrado.', 'FILES.NOT_FOUND');
      const served = SERVED_AS[extensionOf(stored.name)] ?? {
        type: 'application/octet-stream',
        inline: false,
      };
      const disposition = served.inline ? 'inline' : 'attachment';
      return reply
        .header('content-type', served.type)
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(stored.name)}`)
        .header('x-content-type-options', 'nosniff')
        .send(stored.bytes);
    }),
  );
}
