/** docs/product.md section 9: how long the current user is cached, and the pause before moving to / after signing in. */
export const USER_CACHE_MS = 5 * 60 * 1000;
export const SIGN_IN_REDIRECT_DELAY_MS = 1000;
