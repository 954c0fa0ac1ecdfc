import { useAtomValue } from 'jotai/react';
import { userAtom } from '../state/shell-store';
import { saoPauloHour } from './greeting';
import { motivationalGreeting } from './motivational-greeting';
import { BAR_CLASS, barCss } from './bar-css';
import TopBarActions from './top-bar-actions';

/** The small layout (spec 1 §2 Layouts): a motivational greeting, Favoritos, notifications and the profile menu. */
export default function SmallBar() {
  const user = useAtomValue(userAtom);
  return (
    <div className={BAR_CLASS} css={barCss}>
      {user ? (
        <p css={{ margin: 0, fontWeight: 600 }}>{motivationalGreeting(user.fullName, saoPauloHour())}</p>
      ) : null}
      <TopBarActions small />
    </div>
  );
}
