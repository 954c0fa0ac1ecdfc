import { useState } from 'react';
import type { SocialComment } from 'shared-contracts';
import { Button, Modal } from 'shared-design-system';
import { formatDateTime } from 'shared-design-system/area';
import { COMMENT_MESSAGES } from '../../../constants';
import type { ForumWrites, ReplyTo } from '../state/use-forum-writes';
import { CommentFiles } from './comment-files';
import { CommentForm } from './comment-form';
import { ReportDialog } from './report-dialog';

export interface CommentItemProps {
  comment: SocialComment;
  /** the signed-in student's id (null for a signed-out visitor: the forum is read-only) */
  viewerId: number | null;
  writes: ForumWrites;
  /** the top-level comment an answer goes under (answers hang from top-level comments) */
  thread: SocialComment;
}

const listStyle = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column' as const,
  gap: 12,
};

/**
 * One comment: its text, attachments and counts; a student may like, dislike, answer and report it, and edit,
 * delete (after confirming), attach and remove files on their own comments only. A visitor only reads.
 */
export function CommentItem({ comment, viewerId, writes, thread }: CommentItemProps) {
  const [mode, setMode] = useState<'read' | 'edit' | 'reply'>('read');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [reporting, setReporting] = useState(false);
  const signedIn = viewerId !== null;
  const mine = signedIn && comment.author.id === viewerId;
  const author = comment.author.name;
  // answering an answer answers its thread and mentions the answer's author
  const replyTo: ReplyTo =
    comment.id === thread.id
      ? { parentId: thread.id, mentionId: null }
      : { parentId: thread.id, mentionId: comment.author.id };

  const confirmDelete = async () => {
    setDeleting(true);
    setDeleteError(null);
    try {
      await writes.remove(comment.id);
      setConfirmingDelete(false);
    } catch {
      setDeleteError(COMMENT_MESSAGES.deleteFailed);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <article
      aria-label={`Comentário de ${author}`}
      css={(theme) => ({
        padding: theme.space.sm,
        border: `1px solid ${theme.colors.border}`,
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
      })}
    >
      <header
        css={(theme) => ({ display: 'flex', gap: theme.space.sm, alignItems: 'baseline', flexWrap: 'wrap' })}
      >
        <strong>{author}</strong>
        {comment.mention && (
          <span css={(theme) => ({ color: theme.colors.textMuted })}>
            em resposta a {comment.mention.name}
          </span>
        )}
        <time
          dateTime={comment.created_at}
          css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}
        >
          {formatDateTime(comment.created_at)}
        </time>
      </header>
      {mode === 'edit' ? (
        <CommentForm
          label="Editar comentário"
          submitLabel="Salvar"
          initialText={comment.body}
          autoFocus
          draftKey={`comment-edit:${comment.id}`}
          failureMessage={COMMENT_MESSAGES.editFailed}
          onSubmit={async (body) => {
            await writes.edit(comment.id, body);
            setMode('read');
          }}
          onCancel={() => setMode('read')}
        />
      ) : (
        <p css={{ margin: '4px 0', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{comment.body}</p>
      )}
      <CommentFiles
        files={comment.files}
        authorName={author}
        onAttach={mine ? (file, cancel) => writes.attach(comment.id, file, cancel) : undefined}
        onDetach={mine ? (url) => writes.detach(comment.id, url) : undefined}
      />
      <div css={(theme) => ({ display: 'flex', gap: theme.space.sm, flexWrap: 'wrap', marginTop: 4 })}>
        {signedIn ? (
          <>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => writes.react(comment.id, 'like')}
              // the name starts with the visible text (as seen, as a voice command says it), then whose comment
              aria-label={`Curtir (${comment.likes}): comentário de ${author}`}
            >
              Curtir ({comment.likes})
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => writes.react(comment.id, 'dislike')}
              aria-label={`Não curti (${comment.dislikes}): comentário de ${author}`}
            >
              Não curti ({comment.dislikes})
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setMode((open) => (open === 'reply' ? 'read' : 'reply'))}
              aria-expanded={mode === 'reply'}
            >
              Responder
            </Button>
            {mine ? (
              <>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setMode('edit')}
                  disabled={mode === 'edit'}
                  aria-label={`Editar o comentário de ${author}`}
                >
                  Editar
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setConfirmingDelete(true)}
                  aria-label={`Excluir o comentário de ${author}`}
                >
                  Excluir
                </Button>
              </>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setReporting(true)}
                aria-label={`Denunciar o comentário de ${author}`}
              >
                Denunciar
              </Button>
            )}
          </>
        ) : (
          <span css={(theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm })}>
            {comment.likes} curtidas · {comment.dislikes} não curtidas
          </span>
        )}
      </div>
      {mode === 'reply' && (
        <CommentForm
          label={`Responder a ${author}`}
          submitLabel="Enviar resposta"
          autoFocus
          draftKey={`comment-reply:${comment.id}`}
          failureMessage={COMMENT_MESSAGES.postFailed}
          onSubmit={async (body) => {
            await writes.post(body, replyTo);
            setMode('read');
          }}
          onCancel={() => setMode('read')}
        />
      )}
      {comment.replies.length > 0 && (
        <ul
          aria-label={`Respostas ao comentário de ${author}`}
          css={(theme) => ({ ...listStyle, marginTop: theme.space.sm, paddingLeft: theme.space.lg })}
        >
          {comment.replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem comment={reply} viewerId={viewerId} writes={writes} thread={thread} />
            </li>
          ))}
        </ul>
      )}
      {mine && (
        <Modal
          open={confirmingDelete}
          onClose={() => setConfirmingDelete(false)}
          size="sm"
          title="Excluir comentário"
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirmingDelete(false)}>
                Cancelar
              </Button>
              <Button variant="danger" loading={deleting} onClick={() => void confirmDelete()}>
                Excluir
              </Button>
            </>
          }
        >
          <p css={{ margin: 0 }}>{COMMENT_MESSAGES.deleteConfirm}</p>
          {deleteError && (
            <p role="alert" css={(theme) => ({ color: theme.colors.error, fontWeight: 600 })}>
              {deleteError}
            </p>
          )}
        </Modal>
      )}
      {signedIn && !mine && (
        <ReportDialog
          open={reporting}
          authorName={author}
          onClose={() => setReporting(false)}
          onReport={(reportId) => writes.report(comment.id, reportId)}
        />
      )}
    </article>
  );
}
