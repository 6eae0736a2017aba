import { GalleryVerticalEnd } from 'lucide-react';

import { PageShell } from '@/components/layout/page-shell';
import { UnderConstruction } from '@/components/layout/under-construction';

export function FlashcardsRoute() {
  return (
    <PageShell title="Flashcards" description="Flip, review and master the key ideas of a module.">
      <UnderConstruction
        feature="Flashcard practice"
        icon={GalleryVerticalEnd}
        plans={[
          'Flip cards between question and answer',
          'Shuffle the deck and mark the cards you know',
          'See how many cards you have mastered',
        ]}
      />
    </PageShell>
  );
}
