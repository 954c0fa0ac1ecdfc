import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes a file through a temporary file in the same folder and a rename, so a reader (the host's server,
 * another deploy) sees either the old content or the new one, never half a file.
 */
export function writeFileAtomic(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`,
  );
  try {
    fs.writeFileSync(temporary, content);
    fs.renameSync(temporary, file);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
