import type { Module } from '@fc/contracts/learning';
import {
  Activity,
  Award,
  Banknote,
  BookOpen,
  Brain,
  Briefcase,
  Building2,
  Calculator,
  Calendar,
  Car,
  ChartCandlestick,
  ChartColumn,
  ChartLine,
  ChartPie,
  ClipboardList,
  Coins,
  CreditCard,
  DollarSign,
  Factory,
  FileText,
  Gem,
  Globe,
  GraduationCap,
  HandCoins,
  Handshake,
  HeartPulse,
  Hourglass,
  House,
  Landmark,
  Lightbulb,
  Network,
  Percent,
  PiggyBank,
  Receipt,
  Rocket,
  Scale,
  Shield,
  ShieldCheck,
  ShoppingCart,
  Sprout,
  Store,
  Target,
  TrendingDown,
  TrendingUp,
  TriangleAlert,
  Trophy,
  Umbrella,
  Users,
  Vault,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

import { pickIcon } from '@/lib/icon-names';

/**
 * Modules name their icon in lucide's kebab case ("piggy-bank"). The icons a
 * finance course uses are listed here (so the bundle carries only those), with
 * a few older Font Awesome spellings; anything else gets a book.
 */
const moduleIcons: Record<string, LucideIcon> = {
  activity: Activity,
  'alert-triangle': TriangleAlert,
  award: Award,
  'balance-scale': Scale,
  banknote: Banknote,
  'bar-chart': ChartColumn,
  'book-open': BookOpen,
  brain: Brain,
  briefcase: Briefcase,
  building: Building2,
  'building-2': Building2,
  calculator: Calculator,
  calendar: Calendar,
  car: Car,
  'chart-bar': ChartColumn,
  'candlestick-chart': ChartCandlestick,
  'chart-candlestick': ChartCandlestick,
  'chart-column': ChartColumn,
  'chart-line': ChartLine,
  'chart-pie': ChartPie,
  'clipboard-list': ClipboardList,
  coins: Coins,
  'credit-card': CreditCard,
  'dollar-sign': DollarSign,
  factory: Factory,
  'file-text': FileText,
  gem: Gem,
  globe: Globe,
  'graduation-cap': GraduationCap,
  'hand-coins': HandCoins,
  'hand-holding-usd': HandCoins,
  handshake: Handshake,
  'heart-pulse': HeartPulse,
  home: House,
  hourglass: Hourglass,
  house: House,
  landmark: Landmark,
  lightbulb: Lightbulb,
  'line-chart': ChartLine,
  'money-bill': Banknote,
  network: Network,
  percent: Percent,
  percentage: Percent,
  'pie-chart': ChartPie,
  'piggy-bank': PiggyBank,
  receipt: Receipt,
  rocket: Rocket,
  scale: Scale,
  seedling: Sprout,
  shield: Shield,
  'shield-check': ShieldCheck,
  'shopping-cart': ShoppingCart,
  sprout: Sprout,
  store: Store,
  target: Target,
  'trending-down': TrendingDown,
  'trending-up': TrendingUp,
  'triangle-alert': TriangleAlert,
  trophy: Trophy,
  umbrella: Umbrella,
  university: Landmark,
  users: Users,
  vault: Vault,
  wallet: Wallet,
};

/** "piggy-bank", "PiggyBank" or the Font Awesome classes "fas fa-piggy-bank" → the icon. */
export function getModuleIcon(name: string | null | undefined): LucideIcon {
  const lastClass = (name ?? '').trim().split(/\s+/).at(-1) ?? '';
  return pickIcon(moduleIcons, lastClass.replace(/^fa-/, ''), BookOpen);
}

export type ModuleColor = Module['color'];

export interface ModuleColorClasses {
  /** The icon tile. */
  icon: string;
  /** The progress fill and the accent stripe. */
  fill: string;
}

/** docs/product.md section 2: success, warning, purple, secondary-500, or primary-500 (the default). */
const colorClasses: Record<ModuleColor, ModuleColorClasses> = {
  success: { icon: 'bg-success-soft text-green-700', fill: 'bg-success' },
  warning: { icon: 'bg-warning-soft text-amber-700', fill: 'bg-warning' },
  purple: { icon: 'bg-purple-soft text-violet-700', fill: 'bg-purple' },
  'secondary-500': { icon: 'bg-secondary-50 text-secondary-700', fill: 'bg-secondary-500' },
  'primary-500': { icon: 'bg-primary-50 text-primary-600', fill: 'bg-primary-500' },
};

export function getModuleColorClasses(color: string | null | undefined): ModuleColorClasses {
  return colorClasses[color as ModuleColor] ?? colorClasses['primary-500'];
}

export const categoryLabels: Record<Module['category'], string> = {
  personal: 'Personal Finance',
  commercial: 'Commercial Finance',
};
