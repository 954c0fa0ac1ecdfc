import { useEffect, useState, type ComponentType } from 'react';
import type { DrawerKind, DrawerRequest } from 'shared-contracts';
import { usePlatform } from 'shared-contracts';
import { CloseAllDrawers } from './drawer-parts';
import {
  AddQuestionsDrawer,
  ChangeLocationDrawer,
  CreateDrawer,
  CreateExamDrawer,
  DuplicateExamDrawer,
  DuplicateNotebookDrawer,
  EditDrawer,
  EditExamDrawer,
  ShareDrawer,
  type DrawerFormProps,
} from './drawer-forms';

const DRAWERS: Record<DrawerKind, ComponentType<DrawerFormProps>> = {
  'create-notebook': CreateDrawer,
  'create-folder': CreateDrawer,
  'edit-notebook': EditDrawer,
  'edit-folder': EditDrawer,
  'change-folder-location': ChangeLocationDrawer,
  'duplicate-notebook': DuplicateNotebookDrawer,
  'create-exam': CreateExamDrawer,
  'edit-exam': EditExamDrawer,
  'duplicate-exam': DuplicateExamDrawer,
  share: ShareDrawer,
  'add-questions-by-id': AddQuestionsDrawer,
};

/** Kinds that work on an existing item and cannot open without one. */
const NEEDS_ITEM: readonly DrawerKind[] = [
  'edit-notebook',
  'edit-folder',
  'change-folder-location',
  'duplicate-notebook',
  'edit-exam',
  'duplicate-exam',
  'share',
  'add-questions-by-id',
];

function isComplete(request: DrawerRequest): boolean {
  if (NEEDS_ITEM.includes(request.kind) && !request.item) {
    console.error(`[drawers] ${request.kind} precisa de "item"; pedido ignorado`, request);
    return false;
  }
  return true;
}

/**
 * The right-hand drawers any remote opens with `drawer:open` (spec 1 §2, §4): hidden → shown on the event;
 * `drawer:close`, the overlay or a finished form close them all. A new request replaces the open drawer.
 * Loaded on demand: `initial` is the request that woke it.
 */
export default function ShellDrawers({ initial }: { initial?: DrawerRequest | null }) {
  const { bus } = usePlatform();
  const [open, setOpen] = useState<{ request: DrawerRequest; key: number } | null>(() =>
    initial && isComplete(initial) ? { request: initial, key: 0 } : null,
  );

  useEffect(() => {
    let key = 0;
    const opened = bus.on('drawer:open').subscribe((request) => {
      if (!isComplete(request)) return;
      key += 1;
      setOpen({ request, key });
    });
    const closed = bus.on('drawer:close').subscribe(() => setOpen(null));
    return () => {
      opened.unsubscribe();
      closed.unsubscribe();
    };
  }, [bus]);

  if (!open) return null;
  const Form = DRAWERS[open.request.kind];
  const closeAll = () => setOpen(null);
  return (
    <CloseAllDrawers.Provider value={closeAll}>
      <Form key={open.key} request={open.request} onClose={closeAll} />
    </CloseAllDrawers.Provider>
  );
}
