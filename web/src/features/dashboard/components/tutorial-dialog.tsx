import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router-dom';

import { Button, buttonVariants } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { tutorialSteps } from '@/features/dashboard/utils/tutorial-steps';
import { cn } from '@/lib/cn';

export interface TutorialDialogProps {
  open: boolean;
  step: number;
  onStepChange: (step: number) => void;
  /** Skip, Finish, Escape or the close button. */
  onClose: () => void;
  /** A step's link was followed: the tour waits on the other page for "Back to Tutorial". */
  onLeave: (step: number) => void;
}

/** The walkthrough of the club's areas, one step at a time. */
export function TutorialDialog({
  open,
  step,
  onStepChange,
  onClose,
  onLeave,
}: TutorialDialogProps) {
  const index = Math.min(Math.max(step, 0), tutorialSteps.length - 1);
  const current = tutorialSteps[index];
  if (!current) return null;
  const isFirst = index === 0;
  const isLast = index === tutorialSteps.length - 1;
  const Icon = current.icon;

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
    >
      <DialogContent closeLabel="Close tutorial" className="max-w-lg">
        <DialogHeader>
          <p className="text-xs font-semibold tracking-wide text-primary-700 uppercase">
            Tutorial · Step {index + 1} of {tutorialSteps.length}
          </p>
          <DialogTitle className="mt-1">{current.title}</DialogTitle>
        </DialogHeader>
        <DialogBody className="space-y-5">
          <div className="flex items-start gap-4">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-50 text-primary-600">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <DialogDescription className="text-base text-slate-700">
              {current.body}
            </DialogDescription>
          </div>
          {current.link ? (
            <Link
              to={current.link.to}
              onClick={() => onLeave(index)}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              {current.link.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          ) : null}
          <ol aria-hidden="true" className="flex justify-center gap-1.5">
            {tutorialSteps.map((item, dot) => (
              <li
                key={item.title}
                className={cn(
                  'h-1.5 rounded-full transition-all',
                  dot === index ? 'w-6 bg-primary-600' : 'w-1.5 bg-slate-300',
                )}
              />
            ))}
          </ol>
        </DialogBody>
        <DialogFooter className="sm:justify-between">
          <Button variant="ghost" onClick={onClose}>
            Skip tutorial
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            {!isFirst ? (
              <Button variant="outline" onClick={() => onStepChange(index - 1)}>
                <ArrowLeft aria-hidden="true" />
                Back
              </Button>
            ) : null}
            {isLast ? (
              <Button onClick={onClose}>
                <Check aria-hidden="true" />
                Finish
              </Button>
            ) : (
              <Button onClick={() => onStepChange(index + 1)}>
                Next
                <ArrowRight aria-hidden="true" />
              </Button>
            )}
          </div>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
