export type MedalRank = 1 | 2 | 3;

export interface MedalStyle {
  /** For screen readers, e.g. "Gold medal". */
  label: string;
  /** "1st". */
  place: string;
  /** The medal icon's colour. */
  icon: string;
  /** The podium step. */
  step: string;
  /** The ring round the avatar. */
  ring: string;
}

/** docs/product.md section 9: the top 3 get gold, silver and bronze styling. */
export const medalStyles: Record<MedalRank, MedalStyle> = {
  1: {
    label: 'Gold medal',
    place: '1st',
    icon: 'fill-amber-300 text-amber-600',
    step: 'bg-linear-to-b from-amber-200 to-amber-100 text-amber-900 ring-amber-300',
    ring: 'ring-amber-400',
  },
  2: {
    label: 'Silver medal',
    place: '2nd',
    icon: 'fill-slate-200 text-slate-500',
    step: 'bg-linear-to-b from-slate-200 to-slate-100 text-slate-800 ring-slate-300',
    ring: 'ring-slate-400',
  },
  3: {
    label: 'Bronze medal',
    place: '3rd',
    icon: 'fill-orange-300 text-orange-700',
    step: 'bg-linear-to-b from-orange-200 to-orange-100 text-orange-900 ring-orange-300',
    ring: 'ring-orange-400',
  },
};

export function isMedalRank(rank: number): rank is MedalRank {
  return rank === 1 || rank === 2 || rank === 3;
}
