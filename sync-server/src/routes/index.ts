/**
 * Every API router, in one list. A router is `(deps: AppDeps) => Router` and declares full
 * paths ('/api/...'); add an area by importing its factory and appending it here.
 */
import type { Router } from 'express';
import { SYNCED_TABLES, type SyncedTable } from '@learnlog/shared';
import type { AppDeps } from '../deps';
import { adminRouter } from './admin.route';
import { authRouter } from './auth.route';
import { configRouter } from './config.route';
import { passwordRouter } from './password.route';
import { sessionsRouter } from './sessions.route';
import { journalEntriesRouter } from './journal-entries.route';
import { learnPlansRouter } from './learn-plans.route';
import { syncedKindRouter } from './synced-kind.route';
import { profileRouter } from './profile.route';
import { syncRouter } from './sync.route';
import { syncPushRouter } from './sync-push.route';
import { syncEventsRouter } from './sync-events.route';
import { aiRouter } from './ai.route';
import { feedbackRouter } from './feedback.route';
import { paymentsRouter } from './payments.route';
import { stripeWebhookRouter } from './stripe-webhook.route';
import { pricingRouter } from './pricing.route';
import { promptsRouter } from './prompts.route';
import { shareRouter } from './share.route';
import { statsRouter } from './stats.route';
import { templatesRouter } from './templates.route';
import { usageRouter } from './usage.route';
import { dataTransferRouter } from './data-transfer.route';
import { pushRouter } from './push.route';
import { remindersRouter } from './reminders.route';
import { remindersUnsubscribeRouter } from './reminders-unsubscribe.route';

export type RouterFactory = (deps: AppDeps) => Router;

/** The synced kinds with routes beyond the registry's CRUD; every other kind is served by syncedKindRouter. */
const OWN_KIND_ROUTERS: Partial<Record<SyncedTable, RouterFactory>> = {
  journal_entries: journalEntriesRouter,
  learn_plans: learnPlansRouter,
};

/** Every synced kind's router, in the registry's order. */
const KIND_ROUTERS: RouterFactory[] = SYNCED_TABLES.map((name) => OWN_KIND_ROUTERS[name] ?? ((deps: AppDeps) => syncedKindRouter(deps, name)));

/**
 * In the order a request tries them: the synced records and sync first, since nearly every call
 * is theirs (each router passed over costs a request its path matching). No two routers answer
 * the same path; the sync router's version check on /api/sync/* stays ahead of push and events.
 */
export const API_ROUTERS: readonly RouterFactory[] = [
  ...KIND_ROUTERS,
  syncRouter,
  syncPushRouter,
  syncEventsRouter,
  configRouter,
  authRouter,
  passwordRouter,
  sessionsRouter,
  profileRouter,
  adminRouter,
  statsRouter,
  usageRouter,
  shareRouter,
  feedbackRouter,
  pricingRouter,
  promptsRouter,
  templatesRouter,
  aiRouter,
  paymentsRouter,
  stripeWebhookRouter,
  dataTransferRouter,
  pushRouter,
  remindersRouter,
  remindersUnsubscribeRouter,
];
