/**
 * What the registration hands to /login: the email just registered, in the router's state (in
 * the history entry, not in the URL, which ends up in logs).
 */
export interface LoginState {
  email: string;
}

/** The email a navigation to /login carried, if any. */
export function emailFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const email = (state as Partial<Record<keyof LoginState, unknown>>).email;
  return typeof email === 'string' && email !== '' ? email : undefined;
}
