import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { usePlatform } from 'shared-contracts';
import { Button, Modal } from 'shared-design-system';
import { ContentSkeleton, QueryView } from 'shared-design-system/area';
import { COMMENT_MESSAGES } from '../../../constants';
import { reportTypesQuery } from '../api/get-report-types';

export interface ReportDialogProps {
  open: boolean;
  authorName: string;
  onClose: () => void;
  /** sends the report with the chosen type; rejects when it failed */
  onReport: (reportId: number) => Promise<void>;
}

/**
 * 'Denunciar comentário': the report types (GET /v3/social/report-types, loaded when the dialog opens) as
 * radio buttons, then POST report {report_id}.
 */
export function ReportDialog({ open, authorName, onClose, onReport }: ReportDialogProps) {
  const { http } = usePlatform();
  const types = useQuery({ ...reportTypesQuery(http), enabled: open });
  const [chosen, setChosen] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  const close = () => {
    setChosen(null);
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (chosen === null) {
      setError(COMMENT_MESSAGES.reportTypeRequired);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await onReport(chosen);
      close();
    } catch {
      setError(COMMENT_MESSAGES.reportFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      size="sm"
      title="Denunciar comentário"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={sending} disabled={!types.data}>
            Enviar denúncia
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)}>
        <QueryView
          query={types}
          errorMessage={COMMENT_MESSAGES.reportTypesFailed}
          skeleton={<ContentSkeleton shape="list" count={3} itemHeight={24} label="Carregando motivos" />}
        >
          {(reportTypes) => (
            <fieldset css={{ border: 0, margin: 0, padding: 0 }}>
              <legend css={{ marginBottom: 8 }}>
                Por que você quer denunciar o comentário de {authorName}?
              </legend>
              {reportTypes.map((type) => (
                <label
                  key={type.id}
                  css={{ display: 'flex', gap: 8, alignItems: 'center', padding: '4px 0' }}
                >
                  <input
                    type="radio"
                    name="report_id"
                    value={type.id}
                    checked={chosen === type.id}
                    onChange={() => {
                      setChosen(type.id);
                      setError(null);
                    }}
                  />
                  {type.name}
                </label>
              ))}
            </fieldset>
          )}
        </QueryView>
        {error && (
          <p role="alert" css={(theme) => ({ color: theme.colors.error, fontWeight: 600 })}>
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}
