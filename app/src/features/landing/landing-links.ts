/** Every Sign In, Start Free and Get {plan} button leads here (core spec §2): a full navigation. */
export const LOGIN_PATH = '/api/login';

/** Start Free and Get {plan} are for newcomers: the same path, landing on the sign-up form. */
export const SIGN_UP_PATH = `${LOGIN_PATH}?tab=register`;

export const SECTION_IDS = {
  howItWorks: 'how-it-works',
  features: 'features',
  pricing: 'pricing',
  testimonials: 'testimonials',
} as const;

/** The footer's Support button: the prerendered page finds it by this attribute. */
export const SUPPORT_ATTR = 'data-support';
