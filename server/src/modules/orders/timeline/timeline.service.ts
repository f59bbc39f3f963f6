import type { OrderEvent } from '@haat/contract';
import { AppError } from '../../../lib/errors.js';
import { newId } from '../../../lib/ids.js';
import { nowIso } from '../../../lib/time.js';
import { orderMessages } from '../order-messages.js';
import type { Actor } from '../order-records.js';
import { readableDevice } from './device.js';
import type { TimelineRepository } from './timeline.repository.js';

/**
 * An order's timeline (decision 025): what happened to it, newest first. The placement records where an
 * order came from and the status update records each move, each in its own write's transaction; staff
 * add internal notes here.
 */
export function createOrderTimelineService(deps: { repository: TimelineRepository }) {
  const { repository } = deps;
  return {
    /**
     * The order's timeline for the one asking. Where it came from reads as a device ("Android ·
     * Chrome"); the raw address and agent are the owner's only: order staff do not see customers'
     * IP addresses.
     */
    async list(orderId: string, reader: { owner: boolean }): Promise<OrderEvent[]> {
      const events = await repository.timeline(orderId);
      if (!events) throw AppError.notFound(orderMessages.notFound);
      return events.map((event) =>
        event.kind === 'created'
          ? {
              ...event,
              data: {
                ...event.data,
                deviceName: readableDevice(event.data.userAgent),
                ...(reader.owner ? {} : { address: '', userAgent: '' }),
              },
            }
          : event,
      );
    },

    async addNote(orderId: string, text: string, actor: Actor): Promise<OrderEvent> {
      const event = await repository.addEvent({
        id: newId(),
        orderId,
        at: nowIso(),
        actor,
        kind: 'note',
        data: { text },
      });
      if (!event) throw AppError.notFound(orderMessages.notFound);
      return event;
    },
  };
}

export type OrderTimelineService = ReturnType<typeof createOrderTimelineService>;
