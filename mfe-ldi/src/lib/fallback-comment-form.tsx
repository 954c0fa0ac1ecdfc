import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from 'shared-design-system';

/** Props of `FallbackCommentForm`. */
export interface FallbackCommentFormProps {
  /** what the student reads first: the comments could not be loaded */
  unavailable: string;
  /** posts the trimmed text */
  send: (body: string) => Promise<unknown>;
  /** what to say when posting failed */
  failureMessage: (error: unknown) => Promise<string>;
}

/**
 * The forum when the comments widget (mfe-submissions) is unavailable: a labelled field to post a comment
 * anyway (the chapter forum of the reader, the course forum). The text stays in the field after a failure.
 */
export function FallbackCommentForm({ unavailable, send, failureMessage }: FallbackCommentFormProps) {
  const fieldId = useId();
  const [text, setText] = useState('');
  const [message, setMessage] = useState('');
  const post = useMutation({
    mutationFn: send,
    onSuccess: () => {
      setText('');
      setMessage('Comentário publicado.');
    },
    // the text stays in the field, so the student can correct it or try again
    onError: async (error) => setMessage(await failureMessage(error)),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || post.isPending) return;
    setMessage('');
    post.mutate(text.trim());
  }
  return (
    <form onSubmit={submit} css={(theme) => ({ display: 'grid', gap: theme.space.xs })}>
      <p css={{ margin: 0 }}>{unavailable}</p>
      <label htmlFor={fieldId} css={{ fontWeight: 600 }}>
        Seu comentário
      </label>
      <textarea
        id={fieldId}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        css={(theme) => ({ font: 'inherit', padding: theme.space.xs })}
      />
      <div>
        <Button type="submit" size="sm" loading={post.isPending} disabled={!text.trim()}>
          Comentar
        </Button>
      </div>
      <p role="status" css={{ margin: 0 }}>
        {message}
      </p>
    </form>
  );
}
