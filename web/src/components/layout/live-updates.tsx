import { useQueryClient } from '@tanstack/react-query';

import { useUser } from '@/lib/auth';
import { useLiveUpdates } from '@/lib/live-updates';

/** This tab's live stream while someone is signed in (docs/live-updates.md); renders nothing. */
export function LiveUpdates() {
  const user = useUser();
  useLiveUpdates(useQueryClient(), user?.id);
  return null;
}
