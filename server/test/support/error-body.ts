/** An error answer's JSON: the French sentence in `message` and again in `error`. */
export const errorBody = (message: string) => ({ message, error: message });
