import type { ModuleAccess, ModuleAccessMap, PreviousModuleStanding } from '@fc/contracts/learning';

/** docs/product.md section 3: the server's reasons, plus the ones the client adds. */
export type ClientAccessReason = ModuleAccess['reason'] | 'guest_mode' | 'loading' | 'error';

export interface ClientModuleAccess {
  canAccess: boolean;
  reason: ClientAccessReason;
  /** The server's word on the previous module (lessons done, quiz passed), when it gave one. */
  previousModule?: PreviousModuleStanding | null | undefined;
}

export const GUEST_ACCESS: ClientModuleAccess = { canAccess: true, reason: 'guest_mode' };
export const LOADING_ACCESS: ClientModuleAccess = { canAccess: false, reason: 'loading' };
/** A failed access call locks (docs/product.md section 4 "Module access"). */
export const ERROR_ACCESS: ClientModuleAccess = { canAccess: false, reason: 'error' };
const LOCKED_ACCESS: ClientModuleAccess = { canAccess: false, reason: 'locked' };

export type AccessQueryStatus = 'pending' | 'error' | 'success';

/** One module's access from the guest flag and the state of the access call. */
export function resolveModuleAccess(
  isGuest: boolean,
  status: AccessQueryStatus,
  access: ModuleAccess | undefined,
): ClientModuleAccess {
  if (isGuest) return GUEST_ACCESS;
  if (status === 'pending') return LOADING_ACCESS;
  if (status === 'error') return ERROR_ACCESS;
  return access ?? LOCKED_ACCESS;
}

/** One module's entry of the map that GET /api/users/{id}/module-access answers. */
export function pickModuleAccess(
  map: ModuleAccessMap | undefined,
  moduleId: number,
): ModuleAccess | undefined {
  return map?.[String(moduleId)];
}
