import type { Achievement } from '@fc/contracts/rewards';

import { getModuleColorClasses } from '@/lib/module-style';

export interface AchievementColorClasses {
  /** The icon tile. */
  icon: string;
  /** The accent stripe along the card's top. */
  fill: string;
  /** The card's border. */
  border: string;
}

/**
 * An achievement names its colour like a module does (success, warning,
 * purple, secondary-500, primary-500), so it shares the modules' icon and fill
 * classes; earned cards add a border of the same hue.
 */
const borderClasses: Record<Achievement['color'], string> = {
  success: 'border-green-300',
  warning: 'border-amber-300',
  purple: 'border-violet-300',
  'secondary-500': 'border-secondary-300',
  'primary-500': 'border-primary-300',
};

/** An available (not yet earned) achievement: muted, but with readable text. */
export const availableColorClasses: AchievementColorClasses = {
  icon: 'bg-slate-100 text-slate-500',
  fill: 'bg-slate-200',
  border: 'border-slate-200',
};

export function getAchievementColorClasses(
  color: string | null | undefined,
  isEarned: boolean,
): AchievementColorClasses {
  if (!isEarned) return availableColorClasses;
  const { icon, fill } = getModuleColorClasses(color);
  return {
    icon,
    fill,
    border: borderClasses[color as Achievement['color']] ?? borderClasses['primary-500'],
  };
}
