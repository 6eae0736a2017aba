import type { Flashcard } from '@fc/contracts/learning';
import {
  Check,
  ChevronLeft,
  ChevronRight,
  GalleryVerticalEnd,
  Layers,
  RotateCcw,
  Shuffle,
  Sparkles,
  Target,
} from 'lucide-react';
import { useState } from 'react';

import { PageShell } from '@/components/layout/page-shell';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress';
import { StatTile } from '@/components/ui/stat-tile';
import { LoadFailedState, LoadingState, StateCard } from '@/components/ui/state-card';
import { useFlashcards } from '@/features/learning/api/get-flashcards';
import { useModule } from '@/features/learning/api/get-module';
import { useModuleAccess } from '@/features/learning/api/get-module-access';
import { useMasterFlashcard } from '@/features/learning/api/master-flashcard';
import { BackToModuleLink } from '@/features/learning/components/back-to-module-link';
import { FlipCard } from '@/features/learning/components/flip-card';
import { LockedFlashcardsNotice } from '@/features/learning/components/locked-module-notice';
import { shuffled, wrapIndex } from '@/features/learning/utils/flashcards';
import { getErrorMessage } from '@/lib/api-client';
import { isNotFound } from '@/lib/api-errors';
import { useSession } from '@/lib/auth';
import { toast } from '@/lib/toast';

/**
 * /flashcards/{id}: the module's deck (the id is a module id). A signed-in student whose module is
 * locked sees why and the way to open it, as on the quiz page, instead of cards they cannot master.
 */
export function FlashcardsPage({ moduleId }: { moduleId: number | null }) {
  const cardsQuery = useFlashcards(moduleId ?? 0, { enabled: moduleId !== null });
  const moduleQuery = useModule(moduleId ?? 0, { enabled: moduleId !== null });
  const access = useModuleAccess(moduleId ?? 0, { enabled: moduleId !== null });

  const noCards =
    moduleId === null ||
    (cardsQuery.isError && isNotFound(cardsQuery.error)) ||
    (cardsQuery.isSuccess && cardsQuery.data.length === 0);

  let content;
  if (noCards) {
    content = (
      <StateCard
        icon={GalleryVerticalEnd}
        title="No flashcards available"
        message="This module has no flashcards yet. Check back later."
        actions={<BackToModuleLink moduleId={moduleId} />}
      />
    );
  } else if (cardsQuery.isPending || access.reason === 'loading') {
    content = <LoadingState label="Loading flashcards" />;
  } else if (!access.canAccess) {
    content = (
      <LockedFlashcardsNotice
        previousModule={access.previousModule}
        accessFailed={access.reason === 'error'}
      />
    );
  } else if (cardsQuery.isError) {
    content = (
      <LoadFailedState
        title="Could not load the flashcards"
        onRetry={() => void cardsQuery.refetch()}
      />
    );
  } else {
    content = <FlashcardPractice moduleId={moduleId} cards={cardsQuery.data} />;
  }

  return (
    // The page is narrower than most: a card or a question reads best at this width.
    <div className="mx-auto w-full max-w-4xl">
      <PageShell
        title="Flashcards"
        description={
          moduleQuery.data ? moduleQuery.data.title : 'Flip, review and master the key ideas.'
        }
        actions={<BackToModuleLink moduleId={moduleId} />}
      >
        {content}
      </PageShell>
    </div>
  );
}

interface FlashcardPracticeProps {
  moduleId: number;
  cards: readonly Flashcard[];
}

function FlashcardPractice({ moduleId, cards }: FlashcardPracticeProps) {
  const { user } = useSession();
  const [order, setOrder] = useState(() => cards.map((card) => card.id));
  const [position, setPosition] = useState(0);
  const [isFlipped, setIsFlipped] = useState(false);
  const [masteredIds, setMasteredIds] = useState(
    () => new Set(cards.filter((card) => card.isMastered).map((card) => card.id)),
  );

  const master = useMasterFlashcard({
    userId: user?.id ?? 0,
    onSuccess: (result) => {
      if (result.allMastered) {
        toast({
          title: 'Deck mastered!',
          description: `You have mastered all ${result.total} cards of this module.${
            result.pointsEarned ? ` +${result.pointsEarned} points` : ''
          }`,
          variant: 'success',
        });
      }
    },
    onError: (error, { flashcardId }) => {
      setMasteredIds((ids) => {
        const next = new Set(ids);
        next.delete(flashcardId);
        return next;
      });
      toast({
        title: 'Could not save progress',
        description: getErrorMessage(error, 'Failed to mark the card as mastered'),
        variant: 'destructive',
      });
    },
  });

  const byId = new Map(cards.map((card) => [card.id, card]));
  const total = order.length;
  const current = byId.get(order[wrapIndex(position, total)] ?? -1) ?? cards[0];
  if (!current) return null;

  const masteredCount = cards.filter((card) => masteredIds.has(card.id)).length;
  const isMastered = masteredIds.has(current.id);

  const goTo = (next: number) => {
    setPosition(wrapIndex(next, total));
    setIsFlipped(false);
  };

  const onShuffle = () => {
    setOrder((ids) => shuffled(ids));
    setPosition(0);
    setIsFlipped(false);
  };

  const onGotIt = () => {
    setMasteredIds((ids) => new Set(ids).add(current.id));
    if (user) master.mutate({ moduleId, flashcardId: current.id });
    goTo(position + 1);
  };

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <div className="flex items-center justify-between text-sm text-slate-600">
          <span aria-live="polite">
            Card {wrapIndex(position, total) + 1} of {total}
          </span>
          <span>{Math.round((masteredCount / total) * 100)}% mastered</span>
        </div>
        <ProgressBar
          value={masteredCount}
          max={total}
          label="Cards mastered"
          valueText={`${masteredCount} of ${total} cards mastered`}
          indicatorClassName="bg-success"
        />
      </div>

      <FlipCard
        card={current}
        isFlipped={isFlipped}
        isMastered={isMastered}
        onFlip={() => setIsFlipped((flipped) => !flipped)}
      />

      {/* Right under the card, so on a phone it is on screen the moment the answer is. */}
      {isFlipped && !isMastered ? (
        <div className="flex justify-center">
          <Button variant="success" size="lg" className="w-full sm:w-auto" onClick={onGotIt}>
            <Sparkles aria-hidden="true" />
            Got It!
          </Button>
        </div>
      ) : null}

      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-center">
        <Button variant="outline" onClick={() => goTo(position - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" onClick={() => goTo(position + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
        <Button variant="ghost" onClick={onShuffle}>
          <Shuffle aria-hidden="true" />
          Shuffle
        </Button>
        <Button variant="ghost" onClick={() => setIsFlipped(false)}>
          <RotateCcw aria-hidden="true" />
          Reset Card
        </Button>
      </div>
      {!user ? (
        <p className="text-center text-sm text-slate-500">
          Guest mode: the cards you master are remembered on this page only.
        </p>
      ) : null}
      {/* Below the card and its buttons: on a phone the card and "Got It!" fit one screen. */}
      <dl className="grid grid-cols-3 gap-2 sm:gap-4">
        <StatTile icon={Layers} label="Total" value={total} />
        <StatTile
          icon={Check}
          label="Mastered"
          value={masteredCount}
          tone="bg-success-soft text-green-700"
        />
        <StatTile
          icon={Target}
          label="Still learning"
          value={total - masteredCount}
          tone="bg-warning-soft text-amber-700"
        />
      </dl>
    </div>
  );
}
