import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { createImageUrlPolicy } from '../../lib/image-url.ts';
import type { ImageStorage } from '../uploads/index.ts';
import { createDeclineService } from './decline-service.ts';
import { createDisputeService, type DisputeServiceDeps } from './dispute-service.ts';
import type { SettlementMover } from './settlement-transition.ts';

export interface DeclinesDeps {
  db: Db;
  env: Env;
  /** The settlement room's mover: every decline, answer and decision is one of its transitions. */
  mover: SettlementMover;
  /** Uploads' storage: a decline's photos must be images we hold. */
  storage: ImageStorage;
  /** Issue #46: why a dispute's decision must wait, if it must (the disputes room). */
  decisionRefusal?: DisputeServiceDeps['decisionRefusal'];
  waitingForStatements?: DisputeServiceDeps['waitingForStatements'];
}

/** The buyer's decline, the seller's answer and the admins' disputes (issue #18). */
export function createDeclines({
  db,
  env,
  mover,
  storage,
  decisionRefusal,
  waitingForStatements,
}: DeclinesDeps) {
  const images = createImageUrlPolicy(env);
  /** The stored form of an upload of ours (as a listing's photos are checked), else undefined. */
  const ownImage = async (url: string) => {
    const stored = images.canonical(url);
    return stored && (await storage.hasImage(stored)) ? stored : undefined;
  };
  return {
    declines: createDeclineService({
      db,
      mover,
      ownImage,
      answerHours: env.DECLINE_ANSWER_HOURS,
    }),
    disputes: createDisputeService({
      db,
      mover,
      publicUrl: env.PUBLIC_URL,
      ...(decisionRefusal ? { decisionRefusal } : {}),
      ...(waitingForStatements ? { waitingForStatements } : {}),
    }),
  };
}

export type Declines = ReturnType<typeof createDeclines>;
