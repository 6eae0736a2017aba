import { LogIn, type LucideIcon } from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useExitGuestMode } from '@/lib/auth';
import { cn } from '@/lib/cn';

/**
 * What a guest sees in place of a part of the simulator that needs an account (docs/product.md
 * "Decisions": guests browse stocks and charts; trading asks them to sign in).
 */
export interface SignInPromptProps {
  icon: LucideIcon;
  title: string;
  message: string;
  headingLevel?: 'h2' | 'h3';
  /** Icon, text and button one under the other, for a narrow column. */
  isStacked?: boolean;
  className?: string;
}

export function SignInPrompt({
  icon: Icon,
  title,
  message,
  headingLevel: Heading = 'h2',
  isStacked = false,
  className,
}: SignInPromptProps) {
  const exitGuestMode = useExitGuestMode();
  const titleId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col items-start gap-3 p-5',
        !isStacked && 'sm:flex-row sm:items-center sm:gap-4',
        className,
      )}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <Heading id={titleId} className="font-bold text-slate-900">
          {title}
        </Heading>
        <p className="mt-0.5 text-sm text-slate-600">{message}</p>
      </div>
      <Button onClick={exitGuestMode}>
        <LogIn aria-hidden="true" />
        Sign In
      </Button>
    </Card>
  );
}
