import { POINTS_PER_CORRECT_ANSWER } from '@fc/contracts/learning-constants';
import {
  BookOpen,
  Layers,
  LayoutDashboard,
  PiggyBank,
  TrendingUp,
  Trophy,
  type LucideIcon,
} from 'lucide-react';

import { paths } from '@/config/paths';

export interface TutorialStep {
  icon: LucideIcon;
  title: string;
  body: string;
  /** A page this step talks about; the tour can be resumed from there with "Back to Tutorial". */
  link?: { label: string; to: string };
}

/** The tour of the club's areas, shown on a first visit and from the dashboard's Tutorial button. */
export const tutorialSteps: readonly TutorialStep[] = [
  {
    icon: LayoutDashboard,
    title: 'Welcome to the club!',
    body: "This is your dashboard: your streak, lessons done and points, today's goal, and the modules to pick up next. This short tour shows you around.",
  },
  {
    icon: BookOpen,
    title: 'Learn with modules',
    body: 'Modules are made of short lessons. Read each one and mark it complete to earn points. Finish a module and pass its quiz to unlock the next.',
    link: { label: 'Open Lessons', to: paths.lessons },
  },
  {
    icon: Layers,
    title: 'Flashcards and quizzes',
    body: `Every module has a flashcard deck to revise with and a timed quiz worth ${POINTS_PER_CORRECT_ANSWER} points per correct answer. Find them on each module's page.`,
  },
  {
    icon: TrendingUp,
    title: 'Investment simulator',
    body: 'Practise buying and selling stocks with virtual money and simulated market data, without risking a cent.',
    link: { label: 'Open Trading', to: paths.trading },
  },
  {
    icon: PiggyBank,
    title: 'Future budget planner',
    body: 'Answer a guided questionnaire about the life you want and get a budget summary of what it costs.',
    link: { label: 'Open Budgeting', to: paths.budgeting },
  },
  {
    icon: Trophy,
    title: 'Leaderboards and achievements',
    body: 'Earn achievements as you learn and see how you compare with the rest of the club. You can reopen this tour any time with the Tutorial button on your dashboard.',
    link: { label: 'Open Leaderboard', to: paths.leaderboard },
  },
];
