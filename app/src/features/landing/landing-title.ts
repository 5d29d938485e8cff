/** The landing page's title: React's <title> and, for the prerendered page, app/static-landing.ts. */
export const LANDING_TITLE = 'LearnLog — your learning journal, online and off';
