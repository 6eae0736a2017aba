import type { EventHandlers } from '@fc/service-kit/events/consumer';
import type { Tx } from '../db.ts';
import { onPointsChanged } from './points-changed.consumer.ts';

export const authEventHandlers: EventHandlers<Tx> = {
  'points.changed': onPointsChanged,
};
