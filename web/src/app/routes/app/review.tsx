import { ReviewPage } from '@/features/review/components/review-page';

export function ReviewRoute() {
  return <ReviewPage />;
}
