import { z } from 'zod';

/**
 * Weekly leagues (docs/product.md "Weekly league"): each week (club time zone, Monday 00:00)
 * students who earn points are placed in leagues of up to 30 by tier; the week's points decide who
 * moves up or down.
 */

export const LEAGUE_SIZE = 30;
export const LEAGUE_PROMOTED = 7;
export const LEAGUE_DEMOTED = 5;

export const leagueTierNames = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond'] as const;
export type LeagueTierName = (typeof leagueTierNames)[number];
export const TOP_TIER = leagueTierNames.length - 1;

/** The name of a tier (0 Bronze … 4 Diamond). */
export function leagueTierName(tier: number): LeagueTierName {
  return leagueTierNames[Math.min(Math.max(tier, 0), TOP_TIER)] ?? 'Bronze';
}

export const leagueTierSchema = z.number().int().min(0).max(TOP_TIER);
export const leagueTierNameSchema = z.enum(leagueTierNames);
/** A week is named by its Monday in the club's time zone. */
export const weekStartSchema = z.iso.date();

export const leagueZoneSchema = z.enum(['promotion', 'safe', 'demotion']);
export type LeagueZone = z.infer<typeof leagueZoneSchema>;

/**
 * How many of a league of `size` move up and down: the top 7 and the bottom 5 in a league of 21
 * or more; in a smaller league the top ⌈size/3⌉ and the bottom ⌊size/4⌋, so the zones never
 * overlap and a league of 1–3 moves nobody down. Nobody goes above Diamond or below Bronze, and a
 * student needs points in the week to move up.
 */
export function leagueZoneSizes(size: number): { promoted: number; demoted: number } {
  return {
    promoted: Math.min(LEAGUE_PROMOTED, Math.ceil(size / 3)),
    demoted: Math.min(LEAGUE_DEMOTED, Math.floor(size / 4)),
  };
}

/** The zone of the student ranked `rank` (1-based) in a league of `size` in `tier`. */
export function leagueZoneOf(
  rank: number,
  size: number,
  tier: number,
  weekPoints: number,
): LeagueZone {
  const { promoted, demoted } = leagueZoneSizes(size);
  if (rank <= promoted && tier < TOP_TIER && weekPoints > 0) return 'promotion';
  if (rank > size - demoted && tier > 0) return 'demotion';
  return 'safe';
}

export const leagueEntrySchema = z.object({
  rank: z.number().int().positive(),
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  weekPoints: z.number().int().nonnegative(),
  zone: leagueZoneSchema,
});
export type LeagueEntry = z.infer<typeof leagueEntrySchema>;

export const leagueOutcomeSchema = z.enum(['promoted', 'stayed', 'demoted']);
export type LeagueOutcome = z.infer<typeof leagueOutcomeSchema>;

/** A closed week's result for the caller. */
export const leagueResultSchema = z.object({
  weekStart: weekStartSchema,
  tier: leagueTierSchema,
  tierName: leagueTierNameSchema,
  newTier: leagueTierSchema,
  newTierName: leagueTierNameSchema,
  rank: z.number().int().positive(),
  weekPoints: z.number().int().nonnegative(),
  outcome: leagueOutcomeSchema,
});
export type LeagueResult = z.infer<typeof leagueResultSchema>;

/** GET /api/rewards/league: the caller's league this week and any result they have not seen. */
export const myLeagueSchema = z.object({
  weekStart: weekStartSchema,
  /** When the week closes (the next Monday 00:00 in the club's time zone), ISO 8601. */
  weekEndsAt: z.iso.datetime(),
  tier: leagueTierSchema,
  tierName: leagueTierNameSchema,
  /** False until the caller earns points this week: then they are placed in a league. */
  placed: z.boolean(),
  /** The league's standings, best first (empty until placed). */
  table: z.array(leagueEntrySchema),
  myRank: z.number().int().positive().nullable(),
  myWeekPoints: z.number().int().nonnegative(),
  /** The last closed week's result, until the caller has seen it. */
  unseenResult: leagueResultSchema.nullable(),
});
export type MyLeague = z.infer<typeof myLeagueSchema>;

/** POST /api/rewards/league/result/seen: marks that week's result (and older ones) seen. */
export const leagueResultSeenBodySchema = z.object({ weekStart: weekStartSchema });
export const leagueResultSeenSchema = z.object({
  weekStart: weekStartSchema,
  seen: z.number().int(),
});
