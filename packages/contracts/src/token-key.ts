/**
 * The cookie and local-storage key holding the login token: a module of its
 * own, so the browser's entry script reads it without the users' schemas.
 */
export const TOKEN_KEY = 'millenaire_token';
