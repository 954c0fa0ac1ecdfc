import { useState } from 'react';
import { FILE_TOO_LARGE_MESSAGE, MAX_FILE_SIZE_LABEL, type CommentAttachment } from 'shared-contracts';
import { Button } from 'shared-design-system';
import { formatFileSize, safeHref } from 'shared-design-system/area';
import { COMMENT_MESSAGES, INVALID_FILE_TYPE_MESSAGE } from '../../../constants';
import { SlowUploadNotice, uploadStopMessage, useBoundedUpload } from '../../../lib/bounded-upload';
import { FileField } from '../../../lib/file-field';
import { isAllowedFile, isWithinSizeLimit } from '../../../lib/file-rules';

export interface CommentFilesProps {
  files: CommentAttachment[];
  authorName: string;
  /** given on the student's own comment: they may attach (an upload the student may cancel) and remove files */
  onAttach?: (file: File, cancel: AbortSignal) => Promise<void>;
  onDetach?: (url: string) => Promise<void>;
}

/**
 * A comment's attachments (links to download them) and, on the student's own comment, attach and remove.
 * An attachment is bounded by its upload deadline; after 15 s the student is told and may cancel it.
 */
export function CommentFiles({ files, authorName, onAttach, onDetach }: CommentFilesProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const upload = useBoundedUpload();

  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      // the widget says why inline: no answer by the deadline, cancelled, or the failure
      setError(uploadStopMessage(caught)?.message ?? failure);
    } finally {
      setBusy(false);
    }
  };

  const attach = (chosen: File[]) => {
    const [file] = chosen;
    if (!file || !onAttach) return;
    if (!isAllowedFile(file)) return setError(INVALID_FILE_TYPE_MESSAGE);
    if (!isWithinSizeLimit(file)) return setError(FILE_TOO_LARGE_MESSAGE);
    void run(() => upload.run((cancel) => onAttach(file, cancel)), COMMENT_MESSAGES.attachFailed);
  };

  return (
    <div css={(theme) => ({ display: 'flex', flexDirection: 'column', gap: theme.space.xs })}>
      {files.length > 0 && (
        <ul aria-label={`Anexos do comentário de ${authorName}`} css={{ margin: 0, paddingLeft: 20 }}>
          {files.map((file) => {
            const href = safeHref(file.url);
            return (
              <li key={file.url} css={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                {href ? (
                  <a href={href} target="_blank" rel="noreferrer noopener" download={file.name}>
                    {file.name}
                  </a>
                ) : (
                  <span>{file.name}</span>
                )}
                <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
                  ({formatFileSize(file.size)})
                </span>
                {onDetach && (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    onClick={() => void run(() => onDetach(file.url), COMMENT_MESSAGES.detachFailed)}
                  >
                    Remover anexo {file.name}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {onAttach && (
        <FileField
          label="Anexar arquivo"
          hint={`pdf, png, jpg, jpeg ou webp, até ${MAX_FILE_SIZE_LABEL}`}
          disabled={busy}
          onFiles={attach}
        />
      )}
      {onAttach && <SlowUploadNotice upload={upload} />}
      {error && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.colors.error, fontWeight: 600 })}>
          {error}
        </p>
      )}
    </div>
  );
}
