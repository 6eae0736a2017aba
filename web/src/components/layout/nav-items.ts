import {
  Award,
  BookOpen,
  Flag,
  House,
  LayoutDashboard,
  PiggyBank,
  Shield,
  TrendingUp,
  Trophy,
  type LucideIcon,
} from 'lucide-react';

import { contestPaths, paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
}

/** The header and drawer links (docs/product.md section 2 "Global chrome"). */
export const mainNavItems: readonly NavItem[] = [
  { label: 'Dashboard', to: paths.home, icon: LayoutDashboard },
  { label: 'Lessons', to: paths.lessons, icon: BookOpen },
  { label: 'Trading', to: paths.trading, icon: TrendingUp },
  { label: 'Budgeting', to: paths.budgeting, icon: PiggyBank },
  { label: 'Leaderboard', to: paths.leaderboard, icon: Trophy },
  { label: 'Leagues', to: paths.leagues, icon: Shield },
  { label: 'Contests', to: contestPaths.list, icon: Flag },
  { label: 'Achievements', to: paths.achievements, icon: Award },
];

/** The mobile bottom bar. */
export const bottomNavItems: readonly NavItem[] = [
  { label: 'Home', to: paths.home, icon: House },
  { label: 'Lessons', to: paths.lessons, icon: BookOpen },
  { label: 'Trading', to: paths.trading, icon: TrendingUp },
  { label: 'Leaders', to: paths.leaderboard, icon: Trophy },
  { label: 'Leagues', to: paths.leagues, icon: Shield },
  { label: 'Rewards', to: paths.achievements, icon: Award },
];

/** '/' is active only on '/'; every other link is active on its path and below it. */
export function isNavItemActive(pathname: string, to: string): boolean {
  if (to === paths.home) return pathname === paths.home;
  return pathname === to || pathname.startsWith(`${to}/`);
}
