import { useState, type FormEvent } from 'react';
import { Button } from 'shared-design-system';
import { isString, readApiErrorMessage, useStudentDraft } from 'shared-design-system/area';
import { BAD_WORDS_MESSAGE } from '../../../constants';
import { TextareaField } from '../../../lib/textarea-field';
import { isBadWordsError } from '../api/create-comment';

export interface CommentFormProps {
  label: string;
  submitLabel: string;
  /** what the field holds before the student writes (an edited comment's text) */
  initialText?: string;
  autoFocus?: boolean;
  /** where the text being written is kept (per student) until it is sent: a reload loses nothing */
  draftKey: string;
  /** said when the write fails for another reason than forbidden words */
  failureMessage: string;
  onSubmit: (body: string) => Promise<void>;
  /** shows a 'Cancelar' button (editing, answering) */
  onCancel?: () => void;
}

/**
 * A comment, answer or edit form: keeps the typed text on any failure and says why it failed (the profanity
 * message for SOCIAL_ERROR_BAD_WORDS and COURSE_FORUM_ERROR_BAD_WORDS, spec 3 §8).
 */
export function CommentForm({
  label,
  submitLabel,
  initialText = '',
  autoFocus,
  draftKey,
  failureMessage,
  onSubmit,
  onCancel,
}: CommentFormProps) {
  const [text, setText, clearText] = useStudentDraft(draftKey, initialText, isString);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!body || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSubmit(body);
      clearText();
    } catch (failure) {
      // the server's pt-BR message when it sends one, the 'wait a little' text on a 429, else ours
      setError(
        isBadWordsError(failure) ? BAD_WORDS_MESSAGE : await readApiErrorMessage(failure, failureMessage),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      css={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space.xs,
        marginTop: theme.space.xs,
      })}
    >
      <TextareaField
        label={label}
        value={text}
        autoFocus={autoFocus}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
        }}
      />
      <div css={(theme) => ({ display: 'flex', gap: theme.space.sm })}>
        <Button type="submit" disabled={!text.trim()} loading={sending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              clearText();
              onCancel();
            }}
          >
            Cancelar
          </Button>
        )}
      </div>
    </form>
  );
}
