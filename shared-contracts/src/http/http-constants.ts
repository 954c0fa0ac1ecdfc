/** Names shared by the http clients (browser) and the dev BFF (server). */
export const SESSION_COOKIE = 'session_token';
export const HEADER_VERTICAL = 'x-vertical';
export const HEADER_REQUESTER = 'x-requester-id';
export const REQUESTER_ID = 'front-student';
export const HEADER_TEST_TOKEN = 'test-token';
export const HEADER_INTERACTIVE_TRACK_TYPE = 'x-interactive-track-type';
export const HEADER_PRINT_TOKEN = 'x-print-system-token';
