import type { FastifyError, FastifyInstance } from 'fastify';
import { BffHttpError, sendError } from './http-error';

export const INTERNAL_ERROR_MESSAGE = 'Erro interno do BFF de desenvolvimento.';

/** pt-BR messages for the 4xx errors Fastify itself raises (body parsing, sizes, media types). */
function clientErrorMessage(error: FastifyError): { message: string; tag: string } {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { message: 'Requisição inválida: o corpo não é um JSON válido.', tag: 'INVALID_JSON' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        message: 'Requisição inválida: corpo JSON vazio (envie um corpo ou tire o Content-Type).',
        tag: 'INVALID_JSON',
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { message: `Tipo de conteúdo não suportado: ${error.message}`, tag: 'UNSUPPORTED_MEDIA_TYPE' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { message: 'Requisição inválida: corpo grande demais.', tag: 'BODY_TOO_LARGE' };
    default:
      if (error instanceof SyntaxError)
        return { message: 'Requisição inválida: o corpo não é um JSON válido.', tag: 'INVALID_JSON' };
      return { message: `Requisição inválida: ${error.message}`, tag: 'BAD_REQUEST' };
  }
}

/**
 * Every failure answers JSON `{error: {message, tag}}`: a route's BffHttpError with its status, Fastify's
 * own 4xx with a pt-BR message, anything else 500 (logged); unknown routes 404.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof BffHttpError) {
      return sendError(reply, error.statusCode, error.message, error.tag);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const { message, tag } = clientErrorMessage(error);
      return sendError(reply, status, message, tag);
    }
    request.log.error({ err: error }, 'erro não tratado numa rota do dev BFF');
    // The cause is in the message on purpose: this server only runs in development and tests.
    return sendError(reply, 500, `${INTERNAL_ERROR_MESSAGE} ${error.message}`, 'INTERNAL_ERROR');
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      404,
      `Rota não encontrada no BFF de desenvolvimento: ${request.method} ${request.url.split('?', 1)[0]}`,
      'NOT_FOUND',
    ),
  );
}
