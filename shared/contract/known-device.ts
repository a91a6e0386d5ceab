// The known-device cookie (decision 171): its name and the part of the server it is sent to, for the
// server that sets it and the studio that keeps it apart from its session (no zod: the studio's
// main process imports it with its HTTP session).
export const KNOWN_DEVICE_COOKIE = 'jacobs_device';
/** Only the admin API reads it (the login and the password change). */
export const KNOWN_DEVICE_PATH = '/api/admin';
