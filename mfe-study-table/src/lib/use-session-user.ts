import { useEffect, useState } from 'react';
import { usePlatform, type LoggedUser } from 'shared-contracts';

/** The signed-in student, kept current with the host's session (user$). */
export function useSessionUser(): LoggedUser | null {
  const platform = usePlatform();
  const [user, setUser] = useState<LoggedUser | null>(() => platform.session.getUser());
  useEffect(() => {
    const subscription = platform.session.user$.subscribe(setUser);
    return () => subscription.unsubscribe();
  }, [platform]);
  return user;
}
