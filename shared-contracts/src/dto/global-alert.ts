/** GET /v3/contents/get/global_alert (spec 1 §3). `text` is HTML, sanitised before display. */
export interface GlobalAlert {
  is_active: boolean;
  repeat: boolean;
  text: string;
}

/** Value of the global-alert cookie (spec 1 §4). */
export type GlobalAlertCookieValue = 'SHOW' | 'CLOSED';
