import * as Tabs from '@radix-ui/react-tabs';
import { UserRound } from 'lucide-react';
import { useNavigate } from 'react-router-dom';

import { AuthLayout } from '@/components/layout/auth-layout';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { RegisterForm } from '@/features/auth/components/register-form';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { enterGuestMode } from '@/lib/guest-mode';

const tabClasses =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 ' +
  'data-[state=active]:bg-white data-[state=active]:text-primary-700 data-[state=active]:shadow-sm';

/** Sign in, create an account, or continue as a guest (docs/product.md section 2 "Auth screen"). */
export function AuthScreen() {
  const navigate = useNavigate();

  const continueAsGuest = () => {
    enterGuestMode();
    void navigate(paths.home);
  };

  return (
    <AuthLayout
      title="Learn money skills, together"
      description="Lessons, quizzes, a trading simulator and a budget planner for club members."
    >
      <Card className="p-5 sm:p-7">
        {/* The panels are no Tab stop of their own: each begins with its first field (as the
            WAI-ARIA tabs pattern advises), so Tab goes from the tab straight to that field. */}
        <Tabs.Root defaultValue="sign-in">
          <Tabs.List
            aria-label="Sign in or create an account"
            className="mb-6 flex gap-1 rounded-xl bg-slate-100 p-1"
          >
            <Tabs.Trigger value="sign-in" className={tabClasses}>
              Sign In
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className={tabClasses}>
              Create Account
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="sign-in" tabIndex={-1} className="outline-none">
            <SignInForm />
          </Tabs.Content>
          <Tabs.Content value="register" tabIndex={-1} className="outline-none">
            <RegisterForm />
          </Tabs.Content>
        </Tabs.Root>

        <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-slate-500 uppercase">
          <span className="h-px flex-1 bg-slate-200" />
          or
          <span className="h-px flex-1 bg-slate-200" />
        </div>

        <Button variant="outline" size="lg" className="w-full" onClick={continueAsGuest}>
          <UserRound aria-hidden="true" />
          Continue as Guest
        </Button>
        <p className="mt-3 text-center text-xs text-slate-500">
          Guests can look around, but progress and achievements are not saved.
        </p>
      </Card>
    </AuthLayout>
  );
}
