/** Spec sections 4 and 9: how long a success message stays before going to /login. */
export const REGISTER_REDIRECT_MS = 1500;
export const RESET_REDIRECT_MS = 2500;
