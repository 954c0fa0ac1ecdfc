import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePlatform } from 'shared-contracts';
import { Button, Modal } from 'shared-design-system';
import { LISTING_KEY } from '../query-keys';
import { deleteItem, printNotebook, type ActionItem } from './item-actions';

export const PRINT_REQUESTED = 'Impressão solicitada. O download começa quando o arquivo estiver pronto.';
export const PRINT_FAILED = 'Não foi possível gerar a impressão. Tente novamente.';
export const DELETE_FAILED = 'Não foi possível excluir. Tente novamente.';

/** 'Imprimir' (notebooks) and 'Excluir' (folders and the student's own items, after a confirmation) of one row. */
export function ItemMenuActions({
  item,
  kind,
  onDeleted,
}: {
  item: ActionItem;
  /** 'Pasta', 'Caderno', 'Lista' or 'Simulado' */
  kind: string;
  /** after the item was deleted (a notebook's or exam's page leaves; the listings refresh by themselves) */
  onDeleted?: () => void;
}) {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const notebook = item.tag.endsWith('NOTEBOOK');
  // a student's folders are always their own (nothing shares a folder)
  const own = item.tag === 'FOLDER' || item.tag.startsWith('MY_');
  const label = kind.toLowerCase();

  const print = useMutation({
    mutationFn: () => printNotebook(platform.http, item),
    onMutate: () => platform.toast({ kind: 'info', message: PRINT_REQUESTED }),
    onSuccess: (download) => platform.bus.emit('download:enqueue', download),
    onError: () => platform.toast({ kind: 'error', message: PRINT_FAILED }),
  });
  const remove = useMutation({
    mutationFn: () => deleteItem(platform.http, item),
    onSuccess: () => {
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: LISTING_KEY });
      // a notebook's deletion is news for other lists too (the catalogue has no event for exams)
      if (notebook) platform.bus.emit('notebook-deleted', { id: item.id, name: item.name, path: item.path });
      onDeleted?.();
    },
    onError: () => platform.toast({ kind: 'error', message: DELETE_FAILED }),
  });

  return (
    <>
      {notebook && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Imprimir ${label}: ${item.name}`}
          loading={print.isPending}
          onClick={() => print.mutate()}
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
              <Button variant="ghost" onClick={() => setConfirming(false)} disabled={remove.isPending}>
                Cancelar
              </Button>
              <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate()}>
                Excluir
              </Button>
            </>
          }
        >
          <p>{`"${item.name}" será ${kind === 'Lista' || kind === 'Pasta' ? 'excluída' : 'excluído'}. Esta ação não pode ser desfeita.`}</p>
        </Modal>
      )}
    </>
  );
}
