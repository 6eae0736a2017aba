import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactElement, ReactNode } from 'react';

import { LoadFailedState, StateCard, type StateCardProps } from '@/components/ui/state-card';

export interface QueryListProps<Data extends readonly unknown[]> {
  query: UseQueryResult<Data>;
  /** The placeholder while the list loads, named for screen readers by `loadingLabel`. */
  skeleton: ComponentType<{ label: string }>;
  loadingLabel: string;
  /** When the call failed: the title of a 'Try again' card, or a card of the list's own. */
  failed: string | ReactElement;
  /** The card shown when the list is empty. */
  empty: Pick<StateCardProps, 'icon' | 'title' | 'message' | 'actions'>;
  /** The list sits inside a titled card: the cards above get room, not a frame of their own. */
  isInCard?: boolean;
  children: (items: Data) => ReactNode;
}

/** A list from one query: its placeholder while loading, 'Try again' if it failed, or an empty card. */
export function QueryList<Data extends readonly unknown[]>({
  query,
  skeleton: Skeleton,
  loadingLabel,
  failed,
  empty,
  isInCard = false,
  children,
}: QueryListProps<Data>) {
  if (query.isPending) return <Skeleton label={loadingLabel} />;
  if (query.isError) {
    if (typeof failed !== 'string') return failed;
    const card = <LoadFailedState as="h3" title={failed} onRetry={() => void query.refetch()} />;
    return isInCard ? <div className="p-4">{card}</div> : card;
  }
  if (query.data.length === 0) {
    return (
      <StateCard as="h3" className={isInCard ? 'border-0 shadow-none' : undefined} {...empty} />
    );
  }
  return children(query.data);
}
