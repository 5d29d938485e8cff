/** Small HTTP helpers the synced-record routers share. */
import type { Request } from 'express';
import { z } from 'zod';
import { recordIdParamSchema } from '@learnlog/shared';

/** `/:id` of a synced record (validated with `validateParams`). */
export const idParamsSchema = z.object({ id: recordIdParamSchema });

/** A path id after `validateParams` has turned it into a number (Express still types it as text). */
export function paramId(req: Request, name = 'id'): number {
  return Number(req.params[name]);
}
