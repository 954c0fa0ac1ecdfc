import { useRef, useState } from 'react';
import { usePlatform } from 'shared-contracts';
import { Button, Modal } from 'shared-design-system';
import { saveUser } from './save-user';
import { TermsOfUseText } from './terms-of-use-text';

export const QUESTIONS_TERMS_TITLE = 'Termos de uso do banco de questões';
export const QUESTIONS_TERMS_ACCEPT = 'Aceitar e resolver questões';
export const FULL_TERMS_TITLE = 'Termos de uso';
export const FULL_TERMS_ACCEPT = 'Li e aceito os termos de uso';
export const VIEW_FULL_TERMS = 'Ler os termos de uso completos';
export const BACK_FROM_TERMS = 'Voltar';
export const ACCEPT_TERMS_ERROR = 'Erro ao aceitar termos de uso.';

function acceptedAtOf(body: unknown): string | null {
  const direct = (body as { terms_accepted_at?: unknown } | null)?.terms_accepted_at;
  const nested = (body as { data?: { terms_accepted_at?: unknown } } | null)?.data?.terms_accepted_at;
  const value = direct ?? nested;
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The questions terms (spec 1 §4): accepting POSTs /bff/questions/accept-terms-of-use and closes once the
 * answer carries terms_accepted_at; the student may read the full terms and come back. Students with
 * questions access must accept (spec 1 §6), so neither view closes otherwise: no close button, and Escape
 * and the overlay leave it open.
 */
export function QuestionsTermsModal({ onClose }: { onClose: () => void }) {
  const platform = usePlatform();
  const [view, setView] = useState<'intro' | 'full'>('intro');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const accept = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const body: unknown = await platform.http.api.post('bff/questions/accept-terms-of-use').json();
      const acceptedAt = acceptedAtOf(body);
      if (!acceptedAt) throw new Error('accept-terms answered without terms_accepted_at');
      saveUser({ terms_accepted: true, terms_accepted_at: acceptedAt });
      onClose();
    } catch (error) {
      console.error('[host-shell] accept terms failed', error);
      platform.toast({ kind: 'error', message: ACCEPT_TERMS_ERROR });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  if (view === 'full') {
    return (
      <Modal
        open
        size="lg"
        dismissible={false}
        onClose={onClose}
        title={FULL_TERMS_TITLE}
        footer={
          <div css={{ display: 'flex', gap: 12, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button variant="ghost" onClick={() => setView('intro')}>
              {BACK_FROM_TERMS}
            </Button>
            <Button disabled={busy} onClick={() => void accept()}>
              {FULL_TERMS_ACCEPT}
            </Button>
          </div>
        }
      >
        <TermsOfUseText />
      </Modal>
    );
  }
  return (
    <Modal
      open
      dismissible={false}
      onClose={onClose}
      title={QUESTIONS_TERMS_TITLE}
      footer={
        <Button disabled={busy} onClick={() => void accept()}>
          {QUESTIONS_TERMS_ACCEPT}
        </Button>
      }
    >
      <p>
        Para resolver questões, leia e aceite os termos de uso do banco de questões. Eles explicam como o seu
        acesso funciona, as regras de uso e as condições de cancelamento.
      </p>
      <p>
        <Button variant="ghost" onClick={() => setView('full')}>
          {VIEW_FULL_TERMS}
        </Button>
      </p>
    </Modal>
  );
}
