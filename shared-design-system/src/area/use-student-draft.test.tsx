import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PlatformProvider, userStorageKey } from 'shared-contracts';
import { createTestPlatform, type TestPlatform } from 'shared-contracts/testing';
import { useStudentDraft } from './use-student-draft';

const isString = (value: unknown): value is string => typeof value === 'string';

function draftHook(platform: TestPlatform) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProvider platform={platform}>{children}</PlatformProvider>
  );
  return renderHook(() => useStudentDraft('comment:7', '', isString), { wrapper });
}

afterEach(() => window.localStorage.clear());

describe('useStudentDraft', () => {
  it('keeps what the student typed across a reload (a new mount) under their own key', () => {
    const platform = createTestPlatform();
    const first = draftHook(platform);
    act(() => first.result.current[1]('Não entendi a alternativa C'));
    first.unmount();
    expect(window.localStorage.getItem(userStorageKey(1, 'draft:comment:7'))).toBe(
      '"Não entendi a alternativa C"',
    );
    expect(draftHook(platform).result.current[0]).toBe('Não entendi a alternativa C');
  });

  it('never shows one student the draft of another, and forgets a sent draft', () => {
    const ana = draftHook(createTestPlatform());
    act(() => ana.result.current[1]('rascunho da Ana'));
    const bruno = draftHook(
      createTestPlatform({ user: { ...createTestPlatform().session.getUser()!, id: 2 } }),
    );
    expect(bruno.result.current[0]).toBe('');
    act(() => ana.result.current[2]());
    expect(ana.result.current[0]).toBe('');
    expect(window.localStorage.getItem(userStorageKey(1, 'draft:comment:7'))).toBeNull();
  });

  it("keeps a signed-out visitor's draft in memory only", () => {
    const visitor = draftHook(createTestPlatform({ user: null }));
    act(() => visitor.result.current[1]('anônimo'));
    expect(visitor.result.current[0]).toBe('anônimo');
    expect(window.localStorage.length).toBe(0);
  });
});
