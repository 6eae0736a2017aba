import type { QueryClient } from '@tanstack/react-query';
import type {
  AchievementNotice,
  NoticeType,
  OrderFilledNotice,
  PointsNotice,
} from '@fc/contracts/notices';
import type { User } from '@fc/contracts/auth';
import { useEffect, useSyncExternalStore } from 'react';

import { userQueryKey } from '@/lib/auth';
import { formatDollars } from '@/lib/money';
import { toastNotice } from '@/lib/toast';

/**
 * The live stream in the browser (docs/live-updates.md): one EventSource per tab on
 * GET /api/events/stream while someone is signed in. Each notice refreshes the queries it changes
 * (or updates them in place) and some show a toast; while the stream is open, the pages that used
 * to poll (achievements, the market status) stop polling. EventSource reconnects by itself and
 * sends Last-Event-ID, so a short drop loses nothing; after a longer one (`resync`) every query is
 * refetched.
 */

export const LIVE_STREAM_URL = '/api/events/stream';

type Listener = () => void;
let connected = false;
const listeners = new Set<Listener>();
const setConnected = (value: boolean) => {
  if (connected === value) return;
  connected = value;
  for (const listener of listeners) listener();
};

/** Whether this tab's live stream is open now (pollers turn themselves off while it is). */
export function useLiveStreamConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => connected,
    () => false,
  );
}

/** The earned-achievement ids this browser has shown (achievement-watcher.tsx keeps the same list). */
export const seenAchievementsKey = (userId: number) => `seenAchievements:${userId}`;

function rememberAchievementShown(userId: number, achievementId: string): void {
  try {
    const stored = localStorage.getItem(seenAchievementsKey(userId));
    const seen = stored ? (JSON.parse(stored) as string[]) : [];
    if (!seen.includes(achievementId)) {
      localStorage.setItem(seenAchievementsKey(userId), JSON.stringify([...seen, achievementId]));
    }
  } catch {
    // Storage may be full or blocked: the watcher may then toast it once more.
  }
}

/** What each notice does to this tab's queries; exported for the component test. */
export function applyNotice(
  queryClient: QueryClient,
  userId: number,
  type: NoticeType,
  data: unknown,
): void {
  const invalidate = (queryKey: readonly unknown[]) =>
    void queryClient.invalidateQueries({ queryKey });
  switch (type) {
    case 'points': {
      const { points, streak } = data as PointsNotice;
      queryClient.setQueryData<User | null>(userQueryKey, (user) =>
        user ? { ...user, points, streak } : user,
      );
      invalidate(['leaderboard']);
      invalidate(['rewards']);
      return;
    }
    case 'achievement': {
      const { achievementId, title } = data as AchievementNotice;
      rememberAchievementShown(userId, achievementId);
      toastNotice({ title: 'Achievement unlocked!', description: title, variant: 'success' });
      invalidate(['achievements']);
      invalidate(userQueryKey);
      return;
    }
    case 'order_filled': {
      const order = data as OrderFilledNotice;
      toastNotice({
        title: `Your ${order.orderType} order filled`,
        description: `${order.type === 'buy' ? 'Bought' : 'Sold'} ${order.shares} ${order.symbol} at ${formatDollars(order.priceCents)}`,
        variant: 'success',
      });
      invalidate(['market', 'portfolios']);
      invalidate(['contests']);
      return;
    }
    case 'prices':
      invalidate(['market']);
      invalidate(['contests']);
      invalidate(['leaderboard']);
      // The class view shows each student's return at the current prices.
      invalidate(['teacher', 'class']);
      invalidate(['teacher', 'student']);
      return;
    case 'announcement':
      invalidate(['announcements']);
      invalidate(['teacher', 'announcements']);
      return;
    case 'assignment':
      invalidate(['assignments']);
      return;
    case 'class':
      invalidate(['teacher']);
      invalidate(['assignments']);
      return;
    case 'resync':
      invalidate([]);
      return;
  }
}

const handledTypes: readonly NoticeType[] = [
  'points',
  'achievement',
  'order_filled',
  'prices',
  'announcement',
  'assignment',
  'class',
  'resync',
];

/** Class notices come in bursts while a club works: the teacher's pages refresh at most this often. */
const CLASS_REFRESH_MS = 1_000;

/**
 * Holds this tab's stream while `userId` is set (a signed-in member, not a guest). Mounted once,
 * in the app shell.
 */
export function useLiveUpdates(queryClient: QueryClient, userId: number | undefined): void {
  useEffect(() => {
    if (userId === undefined || typeof EventSource === 'undefined') return;
    const source = new EventSource(LIVE_STREAM_URL);
    let hasOpened = false;
    let classTimer: ReturnType<typeof setTimeout> | undefined;
    source.onopen = () => {
      setConnected(true);
      // Back after a drop longer than the replay could cover is told by `resync`; after a
      // short one the replay brings what was missed. Either way the first open needs nothing.
      hasOpened = true;
    };
    source.onerror = () => {
      // EventSource tries again by itself (after the server's `retry`), unless it was refused.
      setConnected(source.readyState === EventSource.OPEN);
      if (source.readyState === EventSource.CLOSED && hasOpened) {
        void queryClient.invalidateQueries({ queryKey: userQueryKey });
      }
    };
    const listeners = handledTypes.map((type) => {
      const listener = (event: MessageEvent<string>) => {
        let data: unknown = {};
        try {
          data = JSON.parse(event.data);
        } catch {
          return;
        }
        if (type === 'class') {
          classTimer ??= setTimeout(() => {
            classTimer = undefined;
            applyNotice(queryClient, userId, 'class', data);
          }, CLASS_REFRESH_MS);
          return;
        }
        applyNotice(queryClient, userId, type, data);
      };
      source.addEventListener(type, listener);
      return [type, listener] as const;
    });
    return () => {
      for (const [type, listener] of listeners) source.removeEventListener(type, listener);
      clearTimeout(classTimer);
      source.close();
      setConnected(false);
    };
  }, [queryClient, userId]);
}
