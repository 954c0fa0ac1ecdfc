import { CART_STORAGE_KEY } from '../constants/business-constants';
import {
  clearOnSignOut,
  DRAFT_STORAGE_PREFIX,
  onUserValueChange,
  QUESTION_FILTERS_STORAGE_KEY,
  readUserValue,
  userStorageKey,
  writeUserValue,
} from './user-storage';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

beforeEach(() => window.localStorage.clear());

describe('per-user storage', () => {
  it("keeps two students' values apart on one browser", () => {
    writeUserValue(window.localStorage, 1008, CART_STORAGE_KEY, ['pf']);
    writeUserValue(window.localStorage, 1012, CART_STORAGE_KEY, ['inss']);
    expect(readUserValue(window.localStorage, 1008, CART_STORAGE_KEY, isStringList)).toEqual(['pf']);
    expect(readUserValue(window.localStorage, 1012, CART_STORAGE_KEY, isStringList)).toEqual(['inss']);
    expect(window.localStorage.getItem(userStorageKey(1008, CART_STORAGE_KEY))).toBe('["pf"]');
  });

  it('reads nothing for a signed-out visitor, unreadable content or a value of another shape', () => {
    expect(readUserValue(window.localStorage, null, CART_STORAGE_KEY, isStringList)).toBeNull();
    window.localStorage.setItem(userStorageKey(1, 'x'), '{not json');
    expect(readUserValue(window.localStorage, 1, 'x', isStringList)).toBeNull();
    window.localStorage.setItem(userStorageKey(1, 'y'), '{"a":1}');
    expect(readUserValue(window.localStorage, 1, 'y', isStringList)).toBeNull();
  });

  it('sign-out clears the cart and the filters of that student only, and keeps their drafts', () => {
    writeUserValue(window.localStorage, 1, CART_STORAGE_KEY, ['pf']);
    writeUserValue(window.localStorage, 1, QUESTION_FILTERS_STORAGE_KEY, ['crase']);
    writeUserValue(window.localStorage, 1, `${DRAFT_STORAGE_PREFIX}essay`, ['Minha redação']);
    writeUserValue(window.localStorage, 2, CART_STORAGE_KEY, ['inss']);
    clearOnSignOut(window.localStorage, 1);
    expect(readUserValue(window.localStorage, 1, CART_STORAGE_KEY, isStringList)).toBeNull();
    expect(readUserValue(window.localStorage, 1, QUESTION_FILTERS_STORAGE_KEY, isStringList)).toBeNull();
    expect(readUserValue(window.localStorage, 1, `${DRAFT_STORAGE_PREFIX}essay`, isStringList)).toEqual([
      'Minha redação',
    ]);
    expect(readUserValue(window.localStorage, 2, CART_STORAGE_KEY, isStringList)).toEqual(['inss']);
  });

  it("follows another tab's change of the student's value", () => {
    const seen: (string[] | null)[] = [];
    const stop = onUserValueChange(window, 1, CART_STORAGE_KEY, isStringList, (value) => seen.push(value));
    writeUserValue(window.localStorage, 1, CART_STORAGE_KEY, ['pf']);
    window.dispatchEvent(new StorageEvent('storage', { key: userStorageKey(1, CART_STORAGE_KEY) }));
    window.dispatchEvent(new StorageEvent('storage', { key: userStorageKey(2, CART_STORAGE_KEY) }));
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: userStorageKey(1, CART_STORAGE_KEY) }));
    expect(seen).toEqual([['pf']]);
  });

  it('survives a storage that refuses writes', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('cheio', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    expect(() => writeUserValue(full, 1, CART_STORAGE_KEY, ['pf'])).not.toThrow();
  });
});
