/** Where the backend serves the console; vite.config.ts `base` must match. */
export const BASENAME = '/admin';
