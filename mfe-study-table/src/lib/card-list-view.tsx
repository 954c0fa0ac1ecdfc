import type { ReactNode } from 'react';
import { CardGrid, ContentSkeleton, QueryView, type QueryViewProps } from 'shared-design-system/area';

/** Props of `CardListView`. */
export interface CardListViewProps<T> {
  /** what `useQuery(someQuery(...))` returned, a list */
  query: QueryViewProps<readonly T[]>['query'];
  /** pt-BR, said when the first load failed */
  errorMessage: string;
  /** the grid's accessible name */
  label: string;
  /** what the skeleton says while loading ('Carregando favoritos') */
  loadingLabel: string;
  /** the height of one card in px, so that nothing moves when the data arrives */
  itemHeight: number;
  /** shown when the list is empty (usually an `EmptyState`) */
  empty: ReactNode;
  itemKey: (item: T) => string | number;
  /** one item's card (each is put in its own <li>) */
  children: (item: T) => ReactNode;
}

/**
 * A query's list as a grid of cards, with the kit's skeleton, error with retry and empty state. Its first answer
 * is drawn at transition priority, in slices (`deferFirstAnswer`, issue 12): on the dashboard several cards'
 * answers arrive while the page starts, and each one's render was a task of its own that blocked the page.
 */
export function CardListView<T>({
  query,
  errorMessage,
  label,
  loadingLabel,
  itemHeight,
  empty,
  itemKey,
  children,
}: CardListViewProps<T>) {
  return (
    <QueryView
      deferFirstAnswer
      query={query}
      errorMessage={errorMessage}
      skeleton={<ContentSkeleton shape="cards" count={2} itemHeight={itemHeight} label={loadingLabel} />}
      isEmpty={(items) => items.length === 0}
      empty={empty}
    >
      {(items) => (
        <CardGrid label={label}>
          {items.map((item) => (
            <li key={itemKey(item)}>{children(item)}</li>
          ))}
        </CardGrid>
      )}
    </QueryView>
  );
}
