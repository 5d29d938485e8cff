/** The app and API version reported by /api/health. */
export const APP_VERSION = '0.1.0';
