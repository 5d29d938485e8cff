/** Every Sign In, Start Free and Get {plan} button leads here (core spec §2): a full navigation. */
export const LOGIN_PATH = '/api/login';

export const SECTION_IDS = {
  howItWorks: 'how-it-works',
  features: 'features',
  pricing: 'pricing',
  testimonials: 'testimonials',
} as const;
