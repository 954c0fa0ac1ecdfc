import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from 'shared-design-system';
import { isString, useStudentDraft } from 'shared-design-system/area';

/** Props of `FallbackCommentForm`. */
export interface FallbackCommentFormProps {
  /** what the student reads first: the comments could not be loaded */
  unavailable: string;
  /** where the text being written is kept (per student, per forum) until it is posted: a reload loses nothing */
  draftKey: string;
  /** posts the trimmed text */
  send: (body: string) => Promise<unknown>;
  /** what to say when posting failed */
  failureMessage: (error: unknown) => Promise<string>;
}

function FallbackCommentFields({ unavailable, draftKey, send, failureMessage }: FallbackCommentFormProps) {
  const fieldId = useId();
  const [text, setText, clearText] = useStudentDraft(draftKey, '', isString);
  const [message, setMessage] = useState('');
  const post = useMutation({
    mutationFn: send,
    onSuccess: () => {
      clearText();
      setMessage('Comentário publicado.');
    },
    // the text stays in the field (and in the draft), so the student can correct it or try again
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

/**
 * The forum when the comments widget (mfe-submissions) is unavailable: a labelled field to post a comment
 * anyway (the chapter forum of the reader, the course forum). What the student types is their draft of
 * that forum until it is posted: it survives a reload, a sign-in round trip and a failure.
 */
export function FallbackCommentForm(props: FallbackCommentFormProps) {
  // another forum (the reader's next chapter) is another draft and another message: the fields start over
  return <FallbackCommentFields key={props.draftKey} {...props} />;
}
