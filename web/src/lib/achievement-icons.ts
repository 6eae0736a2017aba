import {
  Award,
  Banknote,
  BookCheck,
  BookMarked,
  BookOpen,
  Brain,
  Briefcase,
  Calculator,
  CalendarCheck,
  ChartCandlestick,
  ChartColumn,
  ChartLine,
  ChartPie,
  CircleCheck,
  ClipboardCheck,
  Coins,
  Crown,
  DollarSign,
  Flame,
  Footprints,
  Gem,
  GraduationCap,
  HandCoins,
  Layers,
  Library,
  Lightbulb,
  ListChecks,
  Medal,
  PiggyBank,
  Rocket,
  ShieldCheck,
  Sparkles,
  Star,
  Target,
  Timer,
  TrendingUp,
  Trophy,
  Wallet,
  Zap,
  type LucideIcon,
} from 'lucide-react';

import { pickIcon } from '@/lib/icon-names';

/**
 * Achievements name their icon in lucide's kebab case ("calendar-check"). The icons the catalogue
 * uses are listed here (so the bundle carries only those), with lucide's older names for the
 * charts; anything else gets an award. The achievements page, the dashboard and the admin panel
 * all draw them from this one list.
 */
const achievementIcons: Record<string, LucideIcon> = {
  award: Award,
  banknote: Banknote,
  'bar-chart': ChartColumn,
  'book-check': BookCheck,
  'book-marked': BookMarked,
  'book-open': BookOpen,
  brain: Brain,
  briefcase: Briefcase,
  calculator: Calculator,
  'calendar-check': CalendarCheck,
  'candlestick-chart': ChartCandlestick,
  'chart-candlestick': ChartCandlestick,
  'chart-column': ChartColumn,
  'chart-line': ChartLine,
  'chart-pie': ChartPie,
  'check-circle': CircleCheck,
  'circle-check': CircleCheck,
  'clipboard-check': ClipboardCheck,
  coins: Coins,
  crown: Crown,
  'dollar-sign': DollarSign,
  flame: Flame,
  footprints: Footprints,
  gem: Gem,
  'graduation-cap': GraduationCap,
  'hand-coins': HandCoins,
  layers: Layers,
  library: Library,
  lightbulb: Lightbulb,
  'line-chart': ChartLine,
  'list-checks': ListChecks,
  medal: Medal,
  'pie-chart': ChartPie,
  'piggy-bank': PiggyBank,
  rocket: Rocket,
  'shield-check': ShieldCheck,
  sparkles: Sparkles,
  star: Star,
  target: Target,
  timer: Timer,
  'trending-up': TrendingUp,
  trophy: Trophy,
  wallet: Wallet,
  zap: Zap,
};

export const FALLBACK_ACHIEVEMENT_ICON = Award;

/** "calendar-check", "CalendarCheck" or "calendar_check" → the icon; unknown → an award. */
export function getAchievementIcon(name: string | null | undefined): LucideIcon {
  return pickIcon(achievementIcons, name, FALLBACK_ACHIEVEMENT_ICON);
}
