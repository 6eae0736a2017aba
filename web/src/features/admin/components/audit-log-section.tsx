import { History } from 'lucide-react';

import { DataTable, type TableColumn } from '@/components/ui/data-table';
import { QueryList } from '@/components/ui/query-list';
import { Skeleton } from '@/components/ui/skeleton';
import { useAchievements } from '@/features/admin/api/get-achievements';
import { useAuditLog } from '@/features/admin/api/get-audit-log';
import { SectionCard } from '@/components/ui/section-card';
import {
  formatAuditTime,
  formatAuditUser,
  formatChange,
  getActionLabel,
  nameAwardedAchievement,
} from '@/features/admin/utils/audit';

const auditColumns: readonly TableColumn[] = [
  { label: 'When', className: 'px-4 py-3 sm:px-5' },
  { label: 'Admin', className: 'px-3 py-3' },
  { label: 'Action', className: 'px-3 py-3' },
  { label: 'Member', className: 'px-3 py-3' },
  { label: 'Change', className: 'px-4 py-3 sm:px-5' },
];

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
      <QueryList
        query={log}
        isInCard
        skeleton={AuditLogSkeleton}
        loadingLabel="Loading the admin actions"
        failed="Could not load the admin actions"
        empty={{
          icon: History,
          title: 'No admin actions yet',
          message: 'Resets, cash changes, awards and points changes will be listed here.',
        }}
      >
        {(entries) => (
          <DataTable
            label="Recent admin actions table"
            caption="Recent admin actions"
            captionClassName="sr-only"
            minWidthClassName="min-w-[44rem]"
            columns={auditColumns}
          >
            {entries.map((entry) => (
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
                  {formatChange(entry, nameAwardedAchievement(entry, catalogue.data ?? []))}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryList>
    </SectionCard>
  );
}

function AuditLogSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="space-y-3 p-4 sm:p-5">
      <span className="sr-only">{label}</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-5 w-full" />
      ))}
    </div>
  );
}
