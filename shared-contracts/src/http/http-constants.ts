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
