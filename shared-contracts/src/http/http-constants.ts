/** Names shared by the http clients (browser) and the dev BFF (server). */
export const SESSION_COOKIE = 'session_token';
export const HEADER_VERTICAL = 'x-vertical';
export const HEADER_REQUESTER = 'x-requester-id';
export const REQUESTER_ID = 'front-student';
export const HEADER_TEST_TOKEN = 'test-token';
export const HEADER_INTERACTIVE_TRACK_TYPE = 'x-interactive-track-type';
export const HEADER_PRINT_TOKEN = 'x-print-system-token';

/** Value of HEADER_INTERACTIVE_TRACK_TYPE sent by the strategic-track client (the spec does not name one). */
export const INTERACTIVE_TRACK_TYPE = 'strategic-track';
/** Page query parameter whose value is forwarded as HEADER_TEST_TOKEN. */
export const TEST_MODE_PARAM = 'test_mode';
/** A 5xx whose body `error.tag` contains this shows the 503 page (spec 1 §8). */
export const UNDER_MAINTENANCE_TAG = 'UNDER_MAINTENANCE';
/** An error message containing this marks the vertical as under maintenance (spec 1 §4). */
export const VERTICAL_UNDER_MAINTENANCE = 'VERTICAL_UNDER_MAINTENANCE';
/** Only these methods are retried on 5xx (spec 1 §7); POST/PUT/PATCH/DELETE never are. */
export const RETRY_METHODS = ['get', 'head', 'options'] as const;
/** Statuses whose `Retry-After` the clients honour (GET/HEAD/OPTIONS only), capped by MAX_RETRY_AFTER_MS. */
export const RETRY_AFTER_STATUSES = [429, 503] as const;
/** The longest a client waits for a server's `Retry-After` before retrying anyway. */
export const MAX_RETRY_AFTER_MS = 10_000;
/** Every call (its attempts and waits together) ends by then, whatever the server does. */
export const CALL_DEADLINE_MS = 30_000;
/** What a student reads when the server answered 429 without a message of its own. */
export const TOO_MANY_REQUESTS_MESSAGE =
  'Muitas solicitações em pouco tempo. Aguarde alguns segundos e tente novamente.';
