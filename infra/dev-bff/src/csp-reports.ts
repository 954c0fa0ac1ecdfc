import type { FastifyInstance } from 'fastify';
import type { BffStore } from './bff-store';

/** Where browsers send Content-Security-Policy violation reports (the CSP's report-uri). */
export const CSP_REPORT_PATH = '/bff/csp-reports';
/** Reports kept in memory, the newest last; older ones are dropped. */
const MAX_REPORTS = 200;

/** The violation reports received since the last reset (GET /__control/csp-reports). */
export type CspReport = Record<string, unknown>;

/**
 * Receives CSP violation reports (`application/csp-report` from report-uri, `application/reports+json`
 * from the Reporting API), logs them and keeps the last 200 for the control API. No session needed: the
 * browser sends them without credentials.
 */
export function registerCspReports(app: FastifyInstance, store: BffStore): void {
  for (const type of ['application/csp-report', 'application/reports+json']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, { unreadable: String(body).slice(0, 200) });
      }
    });
  }
  app.post(CSP_REPORT_PATH, async (request, reply) => {
    const body = request.body;
    const reports = Array.isArray(body) ? body : [body];
    for (const report of reports) {
      if (typeof report !== 'object' || report === null) continue;
      request.log.warn({ report }, 'violação de CSP');
      store.cspReports.push(report as CspReport);
      if (store.cspReports.length > MAX_REPORTS) store.cspReports.shift();
    }
    return reply.code(204).send();
  });
}
