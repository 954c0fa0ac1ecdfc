import { createContext, useContext } from 'react';
import type { DocumentRef } from './document-ref';

/** The document being read, for the blocks deep in the tree (answers, done marks, annotations). */
export const ReaderDocumentContext = createContext<DocumentRef | null>(null);

export function useReaderDocument(): DocumentRef {
  const ref = useContext(ReaderDocumentContext);
  if (!ref) throw new Error('useReaderDocument fora do leitor');
  return ref;
}
