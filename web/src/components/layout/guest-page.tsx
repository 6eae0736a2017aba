import { STARTING_CASH_CENTS } from '@fc/contracts/market-constants';
import {
  Award,
  BookOpen,
  LogIn,
  PiggyBank,
  Shield,
  TrendingUp,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useExitGuestMode } from '@/lib/auth';
import { formatWholeDollars } from '@/lib/money';

/** What an account gives, the same on every page a guest cannot use (docs/product.md "Guests"). */
const accountBenefits: readonly { icon: LucideIcon; text: string }[] = [
  { icon: BookOpen, text: 'Your lessons, quizzes and flashcards remembered, with review when due' },
  { icon: Trophy, text: 'Points, a daily streak and a rank on the club leaderboard' },
  { icon: Shield, text: 'A weekly league against your classmates' },
  { icon: Award, text: 'Achievements that pay bonus points and unlock features' },
  {
    icon: TrendingUp,
    text: `A practice portfolio with ${formatWholeDollars(STARTING_CASH_CENTS)} of virtual cash, and class contests`,
  },
  { icon: PiggyBank, text: 'Budget plans saved to come back to' },
];

export interface GuestPageProps {
  icon: LucideIcon;
  /** What the page is for, ending "Sign in or create an account to …" (no full stop). */
  purpose: string;
}

/**
 * A whole page that needs an account, as a guest sees it: one wording on every such page, what an
 * account gives, and the way to the sign-in screen (which also creates accounts).
 */
export function GuestPage({ icon: Icon, purpose }: GuestPageProps) {
  const exitGuestMode = useExitGuestMode();
  const benefitsId = useId();
  return (
    <div className="px-4 py-10 sm:py-16">
      <Card className="mx-auto w-full max-w-lg px-6 py-8 sm:py-10">
        <div className="text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-600">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-4 text-xl font-bold text-slate-900 sm:text-2xl">Sign In Required</h1>
          <p className="mt-2 text-sm text-slate-600 sm:text-base">
            Sign in or create an account to {purpose}.
          </p>
        </div>
        <section
          aria-labelledby={benefitsId}
          className="mt-6 rounded-xl bg-slate-50 p-4 text-left sm:p-5"
        >
          <h2 id={benefitsId} className="text-sm font-semibold text-slate-900">
            Free for club members
          </h2>
          <ul className="mt-3 space-y-2.5">
            {accountBenefits.map(({ icon: BenefitIcon, text }) => (
              <li key={text} className="flex items-start gap-2.5 text-sm text-slate-700">
                <BenefitIcon
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-primary-600"
                />
                {text}
              </li>
            ))}
          </ul>
        </section>
        <div className="mt-6 flex justify-center">
          <Button icon={LogIn} onClick={exitGuestMode} className="w-full sm:w-auto">
            Sign In or Create Account
          </Button>
        </div>
      </Card>
    </div>
  );
}
