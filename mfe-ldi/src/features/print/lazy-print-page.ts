import { lazyPage } from 'shared-design-system/area';

/** The print page (the reader's and the interactive trails'), a chunk of its own fetched when first shown. */
export const PrintPage = lazyPage(() => import('./print-page').then((m) => m.PrintPage));
