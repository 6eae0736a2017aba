import { History } from 'lucide-react';

import { Skeleton } from '@/components/ui/skeleton';
import { LoadFailedState, StateCard } from '@/components/ui/state-card';
import { useAchievements } from '@/features/admin/api/get-achievements';
import { useAuditLog } from '@/features/admin/api/get-audit-log';
import { SectionCard } from '@/features/admin/components/section-card';
import { TableScroller } from '@/components/ui/table-scroller';
import {
  formatAuditTime,
  formatAuditUser,
  formatChange,
  getActionLabel,
  nameAwardedAchievement,
} from '@/features/admin/utils/audit';

/** 'Recent admin actions': who did what to whom, newest first (as the server sends them). */
export function AuditLogSection() {
  const log = useAuditLog();
  // An award logs the achievement's id; its title reads better (the catalogue is usually cached).
  const catalogue = useAchievements();

  return (
    <SectionCard
      icon={History}
      title="Recent admin actions"
      description="The latest resets, cash changes, awards and points changes, newest first."
    >
      {log.isPending ? (
        <div role="status" className="space-y-3 p-4 sm:p-5">
          <span className="sr-only">Loading the admin actions</span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-5 w-full" />
          ))}
        </div>
      ) : log.isError ? (
        <div className="p-4">
          <LoadFailedState
            as="h3"
            title="Could not load the admin actions"
            onRetry={() => void log.refetch()}
          />
        </div>
      ) : log.data.length === 0 ? (
        <StateCard
          as="h3"
          icon={History}
          className="border-0 shadow-none"
          title="No admin actions yet"
          message="Resets, cash changes, awards and points changes will be listed here."
        />
      ) : (
        <TableScroller label="Recent admin actions table">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Recent admin actions</caption>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 sm:px-5">
                  When
                </th>
                <th scope="col" className="px-3 py-3">
                  Admin
                </th>
                <th scope="col" className="px-3 py-3">
                  Action
                </th>
                <th scope="col" className="px-3 py-3">
                  Member
                </th>
                <th scope="col" className="px-4 py-3 sm:px-5">
                  Change
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {log.data.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-700 sm:px-5">
                    <time dateTime={entry.at}>{formatAuditTime(entry.at)}</time>
                  </td>
                  <td className="px-3 py-3 text-slate-700">
                    {formatAuditUser(entry.adminUsername, entry.adminId)}
                  </td>
                  <td className="px-3 py-3 font-semibold text-slate-900">
                    {getActionLabel(entry.action)}
                  </td>
                  <td className="px-3 py-3 text-slate-700">
                    {formatAuditUser(entry.targetUsername, entry.targetUserId)}
                  </td>
                  <td className="px-4 py-3 text-slate-700 tabular-nums sm:px-5">
                    {formatChange(
                      entry.oldValue,
                      nameAwardedAchievement(entry, catalogue.data ?? []),
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </SectionCard>
  );
}
