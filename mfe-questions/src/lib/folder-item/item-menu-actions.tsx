import { useState } from 'react';
import { usePlatform } from 'shared-contracts';
import { Button, Modal } from 'shared-design-system';
import { deleteItem, printNotebook, type ActionItem } from './item-actions';

export const PRINT_REQUESTED = 'Impressão solicitada. O download começa quando o arquivo estiver pronto.';
export const PRINT_FAILED = 'Não foi possível gerar a impressão. Tente novamente.';
export const DELETE_FAILED = 'Não foi possível excluir. Tente novamente.';

/** 'Imprimir' (notebooks) and 'Excluir' (the student's own items, after a confirmation) of one row. */
export function ItemMenuActions({
  item,
  kind,
  onDeleted,
}: {
  item: ActionItem;
  /** 'Caderno', 'Lista' or 'Simulado' */
  kind: string;
  /** after the item was deleted (a listing refreshes, a notebook's or exam's page leaves) */
  onDeleted: () => void;
}) {
  const platform = usePlatform();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'print' | 'delete' | null>(null);
  const notebook = item.tag.endsWith('NOTEBOOK');
  const own = item.tag.startsWith('MY_');
  const label = kind.toLowerCase();

  const print = async () => {
    setBusy('print');
    platform.toast({ kind: 'info', message: PRINT_REQUESTED });
    try {
      platform.bus.emit('download:enqueue', await printNotebook(platform.http, item));
    } catch {
      platform.toast({ kind: 'error', message: PRINT_FAILED });
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    setBusy('delete');
    try {
      await deleteItem(platform.http, item);
      setConfirming(false);
      // a notebook's deletion is news for other lists too (the catalogue has no event for exams)
      if (notebook) platform.bus.emit('notebook-deleted', { id: item.id, name: item.name, path: item.path });
      onDeleted();
    } catch {
      platform.toast({ kind: 'error', message: DELETE_FAILED });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {notebook && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Imprimir ${label}: ${item.name}`}
          loading={busy === 'print'}
          onClick={() => void print()}
        >
          Imprimir
        </Button>
      )}
      {own && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Excluir ${label}: ${item.name}`}
          onClick={() => setConfirming(true)}
        >
          Excluir
        </Button>
      )}
      {confirming && (
        <Modal
          open
          size="sm"
          title={`Excluir ${label}?`}
          onClose={() => setConfirming(false)}
          footer={
            <>
              <Button variant="ghost" onClick={() => setConfirming(false)} disabled={busy === 'delete'}>
                Cancelar
              </Button>
              <Button variant="danger" loading={busy === 'delete'} onClick={() => void remove()}>
                Excluir
              </Button>
            </>
          }
        >
          <p>{`"${item.name}" será ${kind === 'Lista' ? 'excluída' : 'excluído'}. Esta ação não pode ser desfeita.`}</p>
        </Modal>
      )}
    </>
  );
}
