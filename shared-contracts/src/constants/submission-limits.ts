/**
 * The upload limit of what a student sends for correction or posts: an essay, its proposal, a discursive
 * answer, a comment attachment (spec 3 §5 and §9 leave the number to us). Named once here so the screens
 * (mfe-submissions) and the BFF (infra/dev-bff) refuse the same files with the same words.
 */

/**
 * The largest file, in bytes: 10 MiB. Two of them (an essay and its proposal) and the form's fields stay
 * under the BFF's 25 MiB multipart body limit and nginx's client_max_body_size 26m.
 */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The limit as the forms show it ('10 MB'). */
export const MAX_FILE_SIZE_LABEL = `${MAX_FILE_BYTES / (1024 * 1024)} MB`;

/** A file over the limit, refused by a form before sending or by the BFF with 413. */
export const FILE_TOO_LARGE_MESSAGE = `O arquivo deve ter no máximo ${MAX_FILE_SIZE_LABEL}.`;
