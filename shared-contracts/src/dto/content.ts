/** GET /bff/contents/get/{name}: a remote text (may hold {{quantity}} placeholders). */
export interface RemoteContentResponse {
  data: string | { text?: unknown; content?: unknown; [extra: string]: unknown };
}
