import type { LucideIcon } from 'lucide-react';

/** "calendar-check", "CalendarCheck" or "calendar_check" → "calendar-check" (lucide's kebab case). */
export function normalizeIconName(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}

/**
 * The icon that content names (achievements, questions, modules), looked up in the few icons the
 * app bundles for it; anything else gets the fallback.
 */
export function pickIcon(
  icons: Readonly<Record<string, LucideIcon>>,
  name: string | null | undefined,
  fallback: LucideIcon,
): LucideIcon {
  return icons[normalizeIconName(name)] ?? fallback;
}
