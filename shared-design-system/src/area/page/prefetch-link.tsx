import { Link, type LinkProps } from 'react-router-dom';
import { usePrefetchOnIntent, type PrefetchTarget } from '../query/use-prefetch-on-intent';

/** Props of `PrefetchLink`: a router `Link` plus the data of the page it leads to. */
export interface PrefetchLinkProps extends LinkProps {
  /** the page's `queryOptions`, prefetched when the pointer rests on the link, it gets focus or a touch starts */
  prefetchData?: PrefetchTarget;
}

/** A link inside the area that fetches its page's data on intent, so the page usually opens with its data. */
export function PrefetchLink({
  prefetchData,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: PrefetchLinkProps) {
  const intent = usePrefetchOnIntent(prefetchData);
  return (
    <Link
      {...props}
      onMouseEnter={(event) => {
        intent.onMouseEnter();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        intent.onFocus();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        intent.onTouchStart();
        onTouchStart?.(event);
      }}
    />
  );
}
