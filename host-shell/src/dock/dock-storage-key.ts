/** Local storage key of the player state, one per user (the first load reads it to wake the dock). */
export function storageKey(userId: number | string): string {
  return `cast-player:${userId}`;
}

/** Whether this user left something in the player: the dock then loads at once to restore it. */
export function hasSavedPlayer(storage: Storage | null, userId: number | string): boolean {
  try {
    return !!storage?.getItem(storageKey(userId));
  } catch {
    return false;
  }
}
