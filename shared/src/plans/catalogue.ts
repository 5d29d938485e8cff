import { LIFETIME_TIER_SPOTS, MONTHLY_SUMMARY_LIMIT, SEEKER_DAILY_LIMITS } from '../constants';
import type { PlanId } from '../entities/user.schema';
import type { Membership } from './access';

export type FeatureValue = boolean | number | 'unlimited' | 'advanced' | 'basic';

export interface Plan {
  id: PlanId;
  displayName: string;
  tagline: string;
  /** Dollars; null where the plan is not sold that way. */
  price: { monthly: number | null; yearly: number | null; lifetime: number | null };
  features: {
    journalEntriesPerDay: FeatureValue;
    resourcesPerDay: FeatureValue;
    learningGoals: FeatureValue;
    aiSummariesPerMonth: FeatureValue;
    premiumTemplates: FeatureValue;
    learnPlans: FeatureValue;
    support: FeatureValue;
  };
  /** What the plan card lists, in order. */
  featureList: readonly string[];
  limitations: readonly string[];
  highlight: string | null;
  /** Lifetime spots in this tier; null for recurring plans. */
  spots: number | null;
}

/** The catalogue of docs/decisions.md "Trial, plans and access"; prices in dollars. */
export const PLANS = {
  seeker: {
    id: 'seeker',
    displayName: 'Seeker',
    tagline: 'Start your learning habit',
    price: { monthly: 0, yearly: 0, lifetime: null },
    features: {
      journalEntriesPerDay: SEEKER_DAILY_LIMITS.journalEntries,
      resourcesPerDay: SEEKER_DAILY_LIMITS.resources,
      learningGoals: 'basic',
      aiSummariesPerMonth: false,
      premiumTemplates: false,
      learnPlans: false,
      support: 'basic',
    },
    featureList: [
      `${SEEKER_DAILY_LIMITS.journalEntries} journal entry a day`,
      `${SEEKER_DAILY_LIMITS.resources} resources a day`,
      'Learning goals',
      'Learning streaks',
      'Public sharing',
      'Works offline',
    ],
    // decisions: every plan can create goals; what Seeker lacks is linking entries to them.
    limitations: ['No goal linking', 'No AI summaries', 'No premium templates'],
    highlight: null,
    spots: null,
  },
  scholar: {
    id: 'scholar',
    displayName: 'Scholar',
    tagline: 'For consistent learners',
    price: { monthly: 8, yearly: 64, lifetime: null },
    features: {
      journalEntriesPerDay: 'unlimited',
      resourcesPerDay: 'unlimited',
      learningGoals: true,
      aiSummariesPerMonth: false,
      premiumTemplates: false,
      learnPlans: false,
      support: 'basic',
    },
    featureList: [
      'Unlimited journal entries',
      'Unlimited resources',
      'Link entries to your goals',
      'Progress statistics',
      'Everything in Seeker',
    ],
    limitations: ['No AI summaries', 'No premium templates'],
    highlight: null,
    spots: null,
  },
  sage: {
    id: 'sage',
    displayName: 'Sage',
    tagline: 'Learn deeper with AI',
    price: { monthly: 15, yearly: 120, lifetime: null },
    features: {
      journalEntriesPerDay: 'unlimited',
      resourcesPerDay: 'unlimited',
      learningGoals: 'advanced',
      aiSummariesPerMonth: MONTHLY_SUMMARY_LIMIT,
      premiumTemplates: true,
      learnPlans: true,
      support: 'advanced',
    },
    featureList: [
      'Everything in Scholar',
      `AI learning summaries (${MONTHLY_SUMMARY_LIMIT} a month)`,
      '50+ premium templates',
      'Learn plans',
      'Priority support',
    ],
    limitations: [],
    highlight: 'Most Popular',
    spots: null,
  },
  beta: {
    id: 'beta',
    displayName: 'Beta Lifetime',
    tagline: `For the first ${LIFETIME_TIER_SPOTS} lifetime learners`,
    price: { monthly: null, yearly: null, lifetime: 100 },
    features: {
      journalEntriesPerDay: 'unlimited',
      resourcesPerDay: 'unlimited',
      learningGoals: 'advanced',
      aiSummariesPerMonth: MONTHLY_SUMMARY_LIMIT,
      premiumTemplates: true,
      learnPlans: true,
      support: 'advanced',
    },
    featureList: [
      'Unlimited entries and resources',
      'Advanced goal tracking',
      '50+ premium templates',
      'AI summaries',
      'Priority support',
      'Everything in Sage, forever',
    ],
    limitations: [],
    highlight: 'Beta Launch Special',
    spots: LIFETIME_TIER_SPOTS,
  },
  legacy: {
    id: 'legacy',
    displayName: 'Legacy Member',
    tagline: `The next ${LIFETIME_TIER_SPOTS} lifetime learners`,
    price: { monthly: null, yearly: null, lifetime: 250 },
    features: {
      journalEntriesPerDay: 'unlimited',
      resourcesPerDay: 'unlimited',
      learningGoals: 'advanced',
      aiSummariesPerMonth: MONTHLY_SUMMARY_LIMIT,
      premiumTemplates: true,
      learnPlans: true,
      support: 'advanced',
    },
    featureList: [
      'Everything, forever',
      'Legacy badge',
      'Early access to new features',
      'VIP support',
      `Limited to ${LIFETIME_TIER_SPOTS} members`,
    ],
    limitations: [],
    highlight: 'Limited Offer',
    spots: LIFETIME_TIER_SPOTS,
  },
} as const satisfies Record<PlanId, Plan>;

/**
 * Landing page order (decisions: Seeker, Scholar, Sage and the lifetime card on sale now). Both
 * lifetime cards are on the page; the one not on sale is hidden once the page knows which it is.
 */
export const LANDING_PLAN_IDS = ['seeker', 'scholar', 'sage', 'beta', 'legacy'] as const satisfies readonly PlanId[];

export function getPlan(id: PlanId): Plan {
  return PLANS[id];
}

export type LifetimeOffer =
  | { planId: 'beta' | 'legacy'; price: number; remaining: number }
  | { planId: null; price: null; remaining: 0 };

/**
 * The lifetime card on sale now: beta while its spots last, then legacy, then sold out.
 * `lifetimeSold` counts every completed lifetime purchase.
 */
export function currentLifetimeOffer(lifetimeSold: number): LifetimeOffer {
  const betaLeft = LIFETIME_TIER_SPOTS - lifetimeSold;
  if (betaLeft > 0) return { planId: 'beta', price: PLANS.beta.price.lifetime, remaining: betaLeft };
  const legacyLeft = 2 * LIFETIME_TIER_SPOTS - lifetimeSold;
  if (legacyLeft > 0) return { planId: 'legacy', price: PLANS.legacy.price.lifetime, remaining: legacyLeft };
  return { planId: null, price: null, remaining: 0 };
}

/** Price text of a plan card: 'Free', '$X one-time' or '$X per cycle'. */
export function formatPlanPrice(plan: Plan, cycle: 'monthly' | 'yearly' = 'monthly'): string {
  if (plan.price.lifetime !== null) return `$${plan.price.lifetime} one-time`;
  const amount = plan.price[cycle];
  if (!amount) return 'Free';
  return `$${amount} per ${cycle === 'monthly' ? 'month' : 'year'}`;
}

/** The plan badge of a learner: 'Admin', the plan's name, 'Trial' or 'Seeker'. */
export function membershipLabel(standing: Membership): string {
  switch (standing.kind) {
    case 'admin':
      return 'Admin';
    case 'trial':
      return 'Trial';
    case 'free':
      return PLANS.seeker.displayName;
    case 'lifetime':
    case 'paid':
      return PLANS[standing.plan].displayName;
  }
}
