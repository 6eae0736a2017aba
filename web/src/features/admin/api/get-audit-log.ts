import { auditLogSchema, type AuditEntry } from '@fc/contracts/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ADMIN_LIST_LIMIT, adminKeys } from '@/features/admin/api/query-keys';
import { api } from '@/lib/api-client';

/** GET /api/admin/audit-log?limit=: the latest admin actions, newest first. */
export async function getAuditLog(limit = ADMIN_LIST_LIMIT): Promise<AuditEntry[]> {
  return (
    (await api.get<AuditEntry[] | undefined>(`/api/admin/audit-log?limit=${limit}`, {
      schema: import.meta.env.DEV ? auditLogSchema : undefined,
    })) ?? []
  );
}

export const auditLogQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.auditLog(), queryFn: () => getAuditLog() });

export function useAuditLog() {
  return useQuery(auditLogQueryOptions());
}
