import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PlatformProvider, userStorageKey } from 'shared-contracts';
import { createTestPlatform, type TestPlatform } from 'shared-contracts/testing';
import { useStudentDraft } from './use-student-draft';

const isString = (value: unknown): value is string => typeof value === 'string';

function draftHook(platform: TestPlatform, key = 'comment:7') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProvider platform={platform}>{children}</PlatformProvider>
  );
  return renderHook((props: { key: string }) => useStudentDraft(props.key, '', isString), {
    wrapper,
    initialProps: { key },
  });
}

/** The seeded student (id 1), as the host's session answers after a sign-in round trip. */
const ana = () => createTestPlatform().session.getUser()!;

function storeDraft(userId: number, key: string, text: string) {
  window.localStorage.setItem(userStorageKey(userId, `draft:${key}`), JSON.stringify(text));
}

const storedDraft = (userId: number, key: string) =>
  window.localStorage.getItem(userStorageKey(userId, `draft:${key}`));

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

  it('shows the stored draft when the student becomes known only after mount (the host did not wait)', () => {
    storeDraft(1, 'comment:7', 'Não entendi a alternativa C');
    const platform = createTestPlatform({ user: null });
    const { result } = draftHook(platform);
    expect(result.current[0]).toBe('');
    act(() => platform.setUser(ana()));
    expect(result.current[0]).toBe('Não entendi a alternativa C');
  });

  it('keeps what was typed before the student was known and saves it under them, then every keystroke', () => {
    storeDraft(1, 'comment:7', 'rascunho antigo');
    const platform = createTestPlatform({ user: null });
    const { result } = draftHook(platform);
    act(() => result.current[1]('Gabarito'));
    act(() => platform.setUser(ana()));
    expect(result.current[0]).toBe('Gabarito');
    expect(storedDraft(1, 'comment:7')).toBe('"Gabarito"');
    act(() => result.current[1]('Gabarito errado'));
    expect(storedDraft(1, 'comment:7')).toBe('"Gabarito errado"');
  });

  it("shows another key's draft when the key changes (editing another comment), and saves under it", () => {
    storeDraft(1, 'comment-edit:7', 'edição do 7');
    storeDraft(1, 'comment-edit:8', 'edição do 8');
    const { result, rerender } = draftHook(createTestPlatform(), 'comment-edit:7');
    expect(result.current[0]).toBe('edição do 7');
    rerender({ key: 'comment-edit:8' });
    expect(result.current[0]).toBe('edição do 8');
    act(() => result.current[1]('edição do 8, revista'));
    expect(storedDraft(1, 'comment-edit:8')).toBe('"edição do 8, revista"');
    expect(storedDraft(1, 'comment-edit:7')).toBe('"edição do 7"');
  });

  it("follows a change of student: the next one sees their own draft, never the previous one's", () => {
    storeDraft(1, 'comment:7', 'rascunho da Ana');
    const platform = createTestPlatform();
    const { result } = draftHook(platform);
    expect(result.current[0]).toBe('rascunho da Ana');
    act(() => platform.setUser(null));
    expect(result.current[0]).toBe('');
    act(() => platform.setUser({ ...ana(), id: 2 }));
    expect(result.current[0]).toBe('');
    expect(storedDraft(1, 'comment:7')).toBe('"rascunho da Ana"');
  });
});
