import type { EventHandlers } from '@fc/service-kit/events/consumer';
import type { Tx } from '../db.ts';
import { onProgressReset } from './progress-reset.consumer.ts';

export const learningEventHandlers: EventHandlers<Tx> = {
  'user.progress_reset': onProgressReset,
};
