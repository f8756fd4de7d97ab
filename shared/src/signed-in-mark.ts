/**
 * A cookie with no secret in it, set beside the session cookie while a user is signed in and
 * readable by the app: the app asks who is signed in only when it is there or the app remembers a
 * user, so a visitor's page makes no such request.
 */
export const signedInMark = 'stagehouse.signed-in';
