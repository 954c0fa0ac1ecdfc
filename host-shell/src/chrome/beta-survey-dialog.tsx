import { useId, useState } from 'react';
import { usePlatform } from 'shared-contracts';
import { Button, Modal } from 'shared-design-system';

export const BETA_SURVEY_TITLE = 'Por que você desativou as Funcionalidades Beta?';
const SCORES = Array.from({ length: 11 }, (_, score) => score);

export interface BetaSurveyDialogProps {
  /** after an answer or a dismissal: the page reloads */
  onDone: () => void;
}

/**
 * The survey shown after the beta features are switched off (spec 1 §4). The answer goes to the satisfaction
 * survey endpoint (POST bff/wootric/send-response); its errors are ignored (spec 1 §8).
 */
export default function BetaSurveyDialog({ onDone }: BetaSurveyDialogProps) {
  const platform = usePlatform();
  const scoreId = useId();
  const textId = useId();
  const [score, setScore] = useState('');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);

  const send = async () => {
    if (score === '' || sending) return;
    setSending(true);
    try {
      await platform.http.api.post('bff/wootric/send-response', {
        searchParams: { score, text: text.trim(), current_url: window.location.href, product: 'beta' },
      });
    } catch (error) {
      console.error('[host-shell] beta survey not sent', error);
    }
    onDone();
  };

  return (
    <Modal
      open
      onClose={onDone}
      title={BETA_SURVEY_TITLE}
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={onDone}>
            Agora não
          </Button>
          <Button onClick={() => void send()} disabled={score === ''} loading={sending}>
            Enviar resposta
          </Button>
        </>
      }
    >
      <p>Sua opinião ajuda a melhorar as novidades antes de chegarem a todos.</p>
      <label htmlFor={scoreId} css={{ display: 'block', marginBottom: 4 }}>
        De 0 a 10, quanto as Funcionalidades Beta ajudaram nos seus estudos?
      </label>
      <select
        id={scoreId}
        value={score}
        onChange={(event) => setScore(event.target.value)}
        css={{ font: 'inherit', padding: 6, marginBottom: 12 }}
      >
        <option value="">Escolha uma nota</option>
        {SCORES.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
      <label htmlFor={textId} css={{ display: 'block', marginBottom: 4 }}>
        Conte o que podemos melhorar (opcional)
      </label>
      <textarea
        id={textId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={3}
        css={{ width: '100%', boxSizing: 'border-box', font: 'inherit', padding: 8 }}
      />
    </Modal>
  );
}
