import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Achievement, UserAchievement } from '@fc/contracts/rewards';

import { api } from '@/lib/api-client';
import { userQueryKey, useUser } from '@/lib/auth';
import { seenAchievementsKey, useLiveStreamConnected } from '@/lib/live-updates';
import { toastNotice } from '@/lib/toast';

/** How often a signed-in page looks for newly earned achievements while the live stream is down. */
export const ACHIEVEMENT_POLL_MS = 10_000;

const seenKey = seenAchievementsKey;

function readSeen(userId: number): Set<string> | null {
  const stored = localStorage.getItem(seenKey(userId));
  if (stored === null) return null;
  try {
    return new Set(JSON.parse(stored) as string[]);
  } catch {
    return null;
  }
}

/**
 * Tells a signed-in user when they earn an achievement. The live stream (lib/live-updates.ts)
 * toasts it as it happens and marks it seen; this watcher catches what the stream could not: it
 * reads the earned achievements on load and on focus (and polls while the stream is down), and
 * toasts each one not seen before in this browser. The first time it runs for a user it only
 * remembers what is there, so old ones don't pop up.
 */
export function AchievementWatcher() {
  const user = useUser();
  const queryClient = useQueryClient();
  const userId = user?.id;
  const isStreaming = useLiveStreamConnected();
  const earned = useQuery({
    // The achievements page's cache keys (features/achievements/api/query-keys.ts): one fetch serves both.
    queryKey: ['achievements', 'earned', userId ?? 0],
    queryFn: async () =>
      (await api.get<UserAchievement[] | undefined>('/api/user-achievements')) ?? [],
    enabled: userId !== undefined,
    refetchInterval: isStreaming ? false : ACHIEVEMENT_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const catalogue = useQuery({
    queryKey: ['achievements', 'catalogue'],
    queryFn: async () => (await api.get<Achievement[] | undefined>('/api/achievements')) ?? [],
    enabled: userId !== undefined,
  });

  useEffect(() => {
    if (userId === undefined || !earned.data || !catalogue.data) return;
    const ids = earned.data.map((record) => record.achievementId);
    const seen = readSeen(userId);
    localStorage.setItem(seenKey(userId), JSON.stringify(ids));
    if (seen === null) return;
    const fresh = ids.filter((id) => !seen.has(id));
    if (fresh.length === 0) return;
    const titles = fresh.map(
      (id) => catalogue.data.find((achievement) => achievement.id === id)?.title ?? id,
    );
    toastNotice({
      title:
        fresh.length === 1 ? 'Achievement unlocked!' : `${fresh.length} achievements unlocked!`,
      description: titles.join(', '),
      variant: 'success',
    });
    // Achievements pay points: show the new total.
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
  }, [userId, earned.data, catalogue.data, queryClient]);

  return null;
}
