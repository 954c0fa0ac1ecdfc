import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AreaShell, type AreaRootProps } from 'shared-design-system';
import { QuestionsStoreProvider, createStore } from '../lib/store';
import { AreaRoutes } from './routes';

/** The questions area: platform, theme, error boundary, its own jotai store and router. */
export function AreaRoot({ platform }: AreaRootProps) {
  // one store per mount: the filters live while the area is mounted; the local cache carries them over
  const [store] = useState(createStore);
  return (
    <AreaShell platform={platform} area="mfe-questions">
      <QuestionsStoreProvider store={store}>
        <BrowserRouter>
          <AreaRoutes />
        </BrowserRouter>
      </QuestionsStoreProvider>
    </AreaShell>
  );
}
