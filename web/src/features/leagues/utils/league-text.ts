import type { LeagueResult, LeagueZone } from '@fc/contracts/leagues';

/** The toast for a closed week's result: "Promoted to Silver!" and the like. */
export function resultMessage(result: LeagueResult): string {
  if (result.outcome === 'promoted') return `Promoted to ${result.newTierName}!`;
  if (result.outcome === 'demoted') return `Moved down to ${result.newTierName}`;
  return `You stayed in ${result.newTierName}`;
}

/** "3d 4h left", "5h 12m left", "12m left" until the week closes. */
export function timeLeft(endsAt: string, now = Date.now()): string {
  const minutes = Math.max(0, Math.floor((Date.parse(endsAt) - now) / 60_000));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  if (days > 0) return `${days}d ${hours}h left`;
  if (hours > 0) return `${hours}h ${minutes % 60}m left`;
  return `${minutes}m left`;
}

/** What a zone means, in words (the colour is never the only sign). */
export const zoneLabels: Record<LeagueZone, string> = {
  promotion: 'Promotion zone',
  safe: '',
  demotion: 'Demotion zone',
};
