import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider as JotaiProvider } from 'jotai/react';
import { PlatformProvider, type LoggedUser } from 'shared-contracts';
import { createTestPlatform, type TestPlatform } from 'shared-contracts/test-platform';
import { PlatformThemeProvider } from 'shared-design-system';
import {
  darkModeAtom,
  featuresAtom,
  shellStore,
  unreadNotificationsAtom,
  userAtom,
} from '../state/shell-store';
import { betaSurveyOpenAtom, notificationsOpenAtom } from './chrome-atoms';

/** The seeded student Ana (dev BFF), as the chrome tests use her. */
export const ANA: LoggedUser = {
  id: 1008,
  email: 'aluno@exemplo.com.br',
  fullName: 'Ana Paula Souza',
  mobile: null,
  birthday: null,
  address: null,
  betaTester: 'aceito_ativo',
  avatarUrl: null,
  createdAt: '2024-01-15T12:00:00.000Z',
  permissions: [],
  questionsAccessExpiration: null,
  has_questions_access: true,
  terms_accepted: true,
  terms_accepted_at: '2024-01-15T12:00:00.000Z',
};

export interface RenderChromeOptions {
  platform?: TestPlatform;
  features?: Record<string, boolean>;
  user?: LoggedUser | null;
}

/** Renders chrome UI with the shell store, a test platform and the theme, as chrome-root does. */
export function renderChrome(
  ui: ReactElement,
  { platform = createTestPlatform(), features = {}, user = ANA }: RenderChromeOptions = {},
): RenderResult & { platform: TestPlatform } {
  shellStore.set(userAtom, user);
  shellStore.set(featuresAtom, features);
  shellStore.set(darkModeAtom, false);
  shellStore.set(unreadNotificationsAtom, 0);
  shellStore.set(notificationsOpenAtom, false);
  shellStore.set(betaSurveyOpenAtom, false);
  const result = render(
    <JotaiProvider store={shellStore}>
      <PlatformProvider platform={platform}>
        <PlatformThemeProvider vertical={platform.vertical.id}>{ui}</PlatformThemeProvider>
      </PlatformProvider>
    </JotaiProvider>,
  );
  return { ...result, platform };
}
