import { z } from 'zod';
import { publicRead } from './endpoint.js';

export const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });
export type Health = z.infer<typeof HealthSchema>;

export const healthEndpoints = {
  /** For load balancers and the test harness: ok only when the database answers a query. */
  check: publicRead('/health', { tags: ['health'], summary: 'ok when the database answers' }, HealthSchema),
};
