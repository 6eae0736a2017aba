import {
  Award,
  BookMarked,
  BookOpen,
  Brain,
  CalendarCheck,
  ChartLine,
  ChartPie,
  Crown,
  Flame,
  Footprints,
  GraduationCap,
  Layers,
  Library,
  Medal,
  PiggyBank,
  Sparkles,
  Star,
  Target,
  TrendingUp,
  Trophy,
  Wallet,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/**
 * Achievements name their icon in lucide's kebab case. Only the icons the catalogue uses are
 * listed (so the chunk carries only those), with lucide's older chart names; anything else gets
 * an award.
 */
const achievementIcons: Record<string, LucideIcon> = {
  award: Award,
  'book-marked': BookMarked,
  'book-open': BookOpen,
  brain: Brain,
  'calendar-check': CalendarCheck,
  'chart-line': ChartLine,
  'line-chart': ChartLine,
  'chart-pie': ChartPie,
  'pie-chart': ChartPie,
  crown: Crown,
  flame: Flame,
  footprints: Footprints,
  'graduation-cap': GraduationCap,
  layers: Layers,
  library: Library,
  medal: Medal,
  'piggy-bank': PiggyBank,
  sparkles: Sparkles,
  star: Star,
  target: Target,
  'trending-up': TrendingUp,
  trophy: Trophy,
  wallet: Wallet,
  zap: Zap,
};

export const FALLBACK_ACHIEVEMENT_ICON = Award;

/** "calendar-check", "CalendarCheck" or "calendar_check" → the icon; unknown → an award. */
export function getAchievementIcon(name: string | null | undefined): LucideIcon {
  const key = (name ?? '')
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
  return achievementIcons[key] ?? FALLBACK_ACHIEVEMENT_ICON;
}
