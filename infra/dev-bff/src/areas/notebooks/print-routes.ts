import { deflateRawSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { BffContext, BffStudent } from '../../area';
import { notFound } from '../../http-error';
import { requireObjectBody } from '../../validation';
import type { NotebookRecord } from '../questions/questions-state';

/**
 * Notebook print (spec 2 §5, §7): POST /bff/questions/notebooks/{id}/print asks for it; the request is
 * polled (GET /bff/questions/notebooks/print/{requestId}: 'processing' on the first poll, then 'done' with
 * the file's url) and the zip is served at its url. Requests live until the process restarts or a reset.
 */
interface PrintRequest {
  id: number;
  studentId: number;
  notebook: NotebookRecord;
  polls: number;
}

const requestsByContext = new WeakMap<object, Map<number, PrintRequest>>();
let nextRequestId = 1;

function crc32(bytes: Uint8Array): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A one-file zip archive (deflate), enough for a real download the student can open. */
export function zipOneFile(name: string, content: string): Buffer {
  const data = Buffer.from(content, 'utf8');
  const compressed = deflateRawSync(data);
  const fileName = Buffer.from(name, 'utf8');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(0x0800, 6); // UTF-8 names
  local.writeUInt16LE(8, 8); // deflate
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(0x0800, 8);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(compressed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const localSize = local.length + fileName.length + compressed.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(localSize, 16);
  return Buffer.concat([local, fileName, compressed, central, fileName, end]);
}

export function registerPrintRoutes(
  app: FastifyInstance,
  ctx: BffContext,
  notebookOf: (id: string, student: BffStudent) => NotebookRecord,
  stateOf: () => object,
): void {
  const requests = () => {
    const state = stateOf();
    let map = requestsByContext.get(state);
    if (!map) {
      map = new Map();
      requestsByContext.set(state, map);
    }
    return map;
  };
  const requestOf = (rawId: string, student: BffStudent) => {
    const request = requests().get(Number(rawId));
    if (!request || request.studentId !== student.id)
      throw notFound(`Pedido de impressão não encontrado: ${rawId}.`);
    return request;
  };

  app.post<{ Params: { id: string }; Body: unknown }>(
    '/bff/questions/notebooks/:id/print',
    async (request, reply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      const notebook = notebookOf(request.params.id, student);
      requireObjectBody(request.body ?? {});
      const print: PrintRequest = { id: nextRequestId++, studentId: student.id, notebook, polls: 0 };
      requests().set(print.id, print);
      return reply.code(202).send({ data: { id: print.id, status: 'requested' } });
    },
  );

  app.get<{ Params: { requestId: string } }>(
    '/bff/questions/notebooks/print/:requestId',
    async (request, reply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      const print = requestOf(request.params.requestId, student);
      print.polls += 1;
      if (print.polls < 2) return { data: { id: print.id, status: 'processing' } };
      return {
        data: { id: print.id, status: 'done', url: `/bff/questions/notebooks/print/${print.id}/download` },
      };
    },
  );

  app.get<{ Params: { requestId: string } }>(
    '/bff/questions/notebooks/print/:requestId/download',
    async (request, reply) => {
      const student = ctx.requireStudent(request, reply);
      if (!student) return reply;
      const print = requestOf(request.params.requestId, student);
      const text = `${print.notebook.name}\n\nQuestões: ${print.notebook.question_ids.join(', ')}\n`;
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="caderno-${print.notebook.id}.zip"`)
        .send(zipOneFile(`caderno-${print.notebook.id}.txt`, text));
    },
  );
}
