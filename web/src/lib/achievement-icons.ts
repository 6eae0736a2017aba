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

/**
 * Achievements name their icon in lucide's kebab case ("calendar-check"). The
 * icons the catalogue uses are listed here (so the bundle carries only those),
 * with lucide's older names for the charts; anything else gets an award.
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

/** "calendar-check", "CalendarCheck" or "calendar_check" → "calendar-check". */
export function normalizeIconName(name: string): string {
  return name
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[_\s]+/g, '-')
    .toLowerCase();
}

export const FALLBACK_ACHIEVEMENT_ICON = Award;

export function getAchievementIcon(name: string | null | undefined): LucideIcon {
  return achievementIcons[normalizeIconName(name ?? '')] ?? FALLBACK_ACHIEVEMENT_ICON;
}
