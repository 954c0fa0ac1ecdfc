import { MAX_FILE_BYTES } from 'shared-contracts';
import { ALLOWED_FILE_EXTENSIONS } from '../constants';

/** The lower-case extension of a file name ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Whether a file may be sent: pdf, png, jpg, jpeg or webp (spec 3 §5), by name, in any case. */
export function isAllowedFile(file: { name: string }): boolean {
  return ALLOWED_FILE_EXTENSIONS.includes(extensionOf(file.name));
}

/**
 * Whether a value is a File, checked by shape rather than instanceof (a page and a test runner, or two
 * bundles, may hold different File classes).
 */
export function isFileLike(value: unknown): value is File {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<File>;
  return (
    typeof file.name === 'string' && typeof file.size === 'number' && typeof file.arrayBuffer === 'function'
  );
}

/** Whether a file is within the size limit (MAX_FILE_BYTES). */
export function isWithinSizeLimit(file: { size: number }): boolean {
  return file.size <= MAX_FILE_BYTES;
}
