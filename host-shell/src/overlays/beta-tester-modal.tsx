import { useId, useRef, useState } from 'react';
import { BETA_TOAST_MS, usePlatform, type BetaTesterStatus } from 'shared-contracts';
import { Button, Checkbox, Modal } from 'shared-design-system';
import { saveUser } from './save-user';

export const BETA_MODAL_TITLE = 'Seja um Beta Tester';
export const BETA_ACCEPT = 'Quero ser Beta Tester';
export const BETA_DECLINE = 'Não tenho interesse';
export const BETA_SUCCESS = 'Agora você é um Beta Tester!';
export const BETA_SAVE_ERROR = 'Não foi possível salvar sua escolha. Tente novamente.';
export const BETA_TERMS_LABEL = 'Li e concordo com os termos do programa Beta Tester';
/** spec 1 §9: the beta terms are a static PDF (webpack emits it beside the chunks, with a hashed name) */
export const BETA_TERMS_HREF = new URL('./termos-beta-tester.pdf', import.meta.url).href;

export interface BetaTesterModalProps {
  onClose: () => void;
}

/** The beta programme invitation (spec 1 §4 Beta tester). */
export function BetaTesterModal({ onClose }: BetaTesterModalProps) {
  const platform = usePlatform();
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  // a ref as well as state: two clicks in the same tick must not send two requests
  const inFlight = useRef(false);
  const benefitsId = useId();

  const choose = async (status: BetaTesterStatus) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await platform.http.api.put('bff/profile/beta-tester', { json: { beta_tester: status } });
      saveUser({ betaTester: status });
      if (status === 'aceito_ativo') {
        platform.toast({ kind: 'success', message: BETA_SUCCESS, durationMs: BETA_TOAST_MS });
      }
      onClose();
    } catch (error) {
      console.error('[host-shell] beta tester choice failed', error);
      platform.toast({ kind: 'error', message: BETA_SAVE_ERROR });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={BETA_MODAL_TITLE}
      describedBy={benefitsId}
      footer={
        <div css={{ display: 'flex', gap: 12, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button variant="ghost" disabled={busy} onClick={() => void choose('recusado')}>
            {BETA_DECLINE}
          </Button>
          <Button disabled={!agreed || busy} onClick={() => void choose('aceito_ativo')}>
            {BETA_ACCEPT}
          </Button>
        </div>
      }
    >
      <div id={benefitsId}>
        <p>Participe do nosso programa Beta e ajude a construir a plataforma:</p>
        <ul>
          <li>
            <strong>Acesso em primeira mão</strong> às novas funcionalidades, antes de todo mundo.
          </li>
          <li>
            <strong>Influência direta</strong> no produto: sua opinião orienta o que construímos.
          </li>
          <li>
            <strong>Comunidade exclusiva</strong> de alunos Beta Testers.
          </li>
        </ul>
      </div>
      <Checkbox
        checked={agreed}
        onChange={(event) => setAgreed(event.currentTarget.checked)}
        label={BETA_TERMS_LABEL}
        hint={
          <a href={BETA_TERMS_HREF} target="_blank" rel="noreferrer">
            Ler os termos do programa Beta Tester (PDF)
          </a>
        }
      />
    </Modal>
  );
}
