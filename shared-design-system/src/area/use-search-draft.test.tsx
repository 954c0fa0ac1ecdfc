import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PlatformProvider, userStorageKey } from 'shared-contracts';
import { createTestPlatform, type TestPlatform } from 'shared-contracts/testing';
import { useSearchDraft } from './use-search-draft';

function searchHook(platform: TestPlatform, applied: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProvider platform={platform}>{children}</PlatformProvider>
  );
  return renderHook((props: { applied: string }) => useSearchDraft('goals:search-term', props.applied), {
    wrapper,
    initialProps: { applied },
  });
}

/** What is stored for the seeded student (id 1) under the draft of the search `applied`. */
const storedDraft = (applied: string) =>
  window.localStorage.getItem(userStorageKey(1, `draft:goals:search-term:${applied}`));

afterEach(() => window.localStorage.clear());

describe('useSearchDraft', () => {
  it('shows the applied search while nothing was typed, storing nothing', () => {
    const { result } = searchHook(createTestPlatform(), 'federal');
    expect(result.current[0]).toBe('federal');
    expect(window.localStorage.length).toBe(0);
  });

  it('keeps what the student typed on a search across a reload (a new mount), an erased field too', () => {
    const platform = createTestPlatform();
    const first = searchHook(platform, 'federal');
    act(() => first.result.current[1]('federal agente'));
    first.unmount();
    expect(storedDraft('federal')).toBe('"federal agente"');
    const second = searchHook(platform, 'federal');
    expect(second.result.current[0]).toBe('federal agente');

    // erased, the field stays empty: it does not show the applied search again
    act(() => second.result.current[1](''));
    second.unmount();
    expect(searchHook(platform, 'federal').result.current[0]).toBe('');
  });

  it('shows another search its own draft, or its applied text, and never the draft typed on another', () => {
    const platform = createTestPlatform();
    const { result, rerender, unmount } = searchHook(platform, 'federal');
    act(() => result.current[1]('inss'));

    // another search shown (a search made elsewhere, back or forward, a link followed)
    rerender({ applied: 'tjsp' });
    expect(result.current[0]).toBe('tjsp');
    act(() => result.current[1]('tjsp escrevente'));
    // back to the first search: what was typed on it
    rerender({ applied: 'federal' });
    expect(result.current[0]).toBe('inss');
    expect(storedDraft('federal')).toBe('"inss"');
    expect(storedDraft('tjsp')).toBe('"tjsp escrevente"');
    unmount();

    // a reload on a search where nothing was typed shows that search
    expect(searchHook(platform, 'pf').result.current[0]).toBe('pf');
  });

  it('forgets the draft once it was searched: the field shows the applied search, nothing is stored', () => {
    const platform = createTestPlatform();
    const { result, unmount } = searchHook(platform, 'federal');
    act(() => result.current[1]('inss'));
    act(() => result.current[2]());
    expect(result.current[0]).toBe('federal');
    expect(storedDraft('federal')).toBeNull();
    expect(window.localStorage.length).toBe(0);
    unmount();
    expect(searchHook(platform, 'federal').result.current[0]).toBe('federal');
  });

  it("keeps a student's draft across a sign-in round trip, showing the applied search while signed out", () => {
    const platform = createTestPlatform();
    const student = platform.session.getUser();
    const { result } = searchHook(platform, 'federal');
    act(() => result.current[1]('inss'));
    act(() => platform.setUser(null));
    expect(result.current[0]).toBe('federal');
    act(() => platform.setUser(student));
    expect(result.current[0]).toBe('inss');
  });

  it("keeps a signed-out visitor's draft in memory only", () => {
    const platform = createTestPlatform({ user: null });
    const visitor = searchHook(platform, 'federal');
    act(() => visitor.result.current[1]('inss'));
    expect(visitor.result.current[0]).toBe('inss');
    expect(window.localStorage.length).toBe(0);
    visitor.unmount();
    expect(searchHook(platform, 'federal').result.current[0]).toBe('federal');
  });
});
