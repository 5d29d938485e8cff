/** What other features may use of auth; the rest of the folder is its own (eslint enforces it). */
export { CURRENT_USER_QUERY_KEY, useSignedInUser } from './current-user';
export { rememberUser } from './last-user-cache';
export { AccountSecurity } from './account-security/account-security';
