import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PlatformProvider } from 'shared-contracts';
import { createTestPlatform, type TestPlatform } from 'shared-contracts/testing';
import { useSessionUser } from './use-session-user';

function sessionUserHook(platform: TestPlatform) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProvider platform={platform}>{children}</PlatformProvider>
  );
  return renderHook(() => useSessionUser(), { wrapper });
}

describe('useSessionUser', () => {
  it('is the signed-in student at once, then follows sign-out and another sign-in', () => {
    const platform = createTestPlatform();
    const ana = platform.session.getUser()!;
    const { result } = sessionUserHook(platform);
    expect(result.current?.id).toBe(ana.id);
    act(() => platform.setUser(null));
    expect(result.current).toBeNull();
    act(() => platform.setUser({ ...ana, id: 2, fullName: 'Bruno Lima' }));
    expect(result.current).toMatchObject({ id: 2, fullName: 'Bruno Lima' });
  });
});
