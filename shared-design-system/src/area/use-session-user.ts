import { useEffect, useState } from 'react';
import { usePlatform, type LoggedUser } from 'shared-contracts';

/**
 * The signed-in student, kept current with the host's session (`user$`): null for a visitor and after Sair,
 * the new student after another sign-in. For a page that shows or asks for what belongs to whoever is
 * signed in (own comments, purchases, the dashboard's owner).
 */
export function useSessionUser(): LoggedUser | null {
  const { session } = usePlatform();
  const [user, setUser] = useState<LoggedUser | null>(() => session.getUser());
  useEffect(() => {
    const subscription = session.user$.subscribe(setUser);
    return () => subscription.unsubscribe();
  }, [session]);
  return user;
}
