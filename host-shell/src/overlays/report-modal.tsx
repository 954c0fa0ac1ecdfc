import { useRef, useState, type FormEvent } from 'react';
import { usePlatform } from 'shared-contracts';
import { Button, Modal } from 'shared-design-system';
import { useReportDraft } from './use-report-draft';

export const REPORT_TITLE = 'Reportar erro';
export const REPORT_LABEL = 'Descreva o erro';
export const REPORT_SEND = 'Enviar';
export const REPORT_EMPTY = 'Descreva o erro antes de enviar.';
export const REPORT_SENT = 'Obrigado! Seu relato foi enviado.';
export const REPORT_FAILED = 'Não foi possível enviar o relato. Tente novamente.';
export const REPORT_MAX = 1000;

/**
 * The report modal remotes open with `modal:open` { kind: 'report', data } (e.g. a question's
 * question_id and link): the student describes the problem and it is sent with that data. The text is the
 * student's draft for that item until it is sent: closing the modal or a reload keeps it.
 */
export function ReportModal({ data, onClose }: { data?: Record<string, unknown>; onClose: () => void }) {
  const platform = usePlatform();
  const [text, setText, clearText] = useReportDraft(data);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (!text.trim()) {
      setError(REPORT_EMPTY);
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await platform.http.api.post('bff/reports', { json: { ...data, description: text.trim() } });
      clearText();
      platform.toast({ kind: 'success', message: REPORT_SENT });
      onClose();
    } catch (thrown) {
      console.error('[host-shell] report failed', thrown);
      // the text stays in the field so nothing is lost
      setError(REPORT_FAILED);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={REPORT_TITLE}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor="report-text" css={{ display: 'block', fontWeight: 600, marginBottom: 4 }}>
          {REPORT_LABEL}
        </label>
        <textarea
          id="report-text"
          value={text}
          maxLength={REPORT_MAX}
          rows={5}
          aria-invalid={error === REPORT_EMPTY}
          aria-describedby={error ? 'report-error' : undefined}
          onChange={(event) => setText(event.currentTarget.value)}
          css={{ width: '100%', boxSizing: 'border-box', font: 'inherit', padding: 8 }}
        />
        {error && (
          <p id="report-error" role="alert" css={(theme) => ({ color: theme.colors.error })}>
            {error}
          </p>
        )}
        <div css={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
          <Button type="submit" disabled={busy}>
            {REPORT_SEND}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
