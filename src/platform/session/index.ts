export { useSession } from './use-session';
export {
  getSession,
  getSessionUser,
  getToken,
  setToken,
  clearSession,
  sessionStorageChanged,
  clearStorageKeepingLanguage,
  subscribeSession,
  TOKEN_KEY,
} from './session-store';
export { decodeToken } from './token';
export { landingPath, safeReturnUrl } from './landing';
export { hasAnyRole, hasRole } from './roles';
export {
  clearDeviceSignOut,
  markRevoked,
  markSignedOut,
  sendPendingSignOut,
  sendSignOutWhenOnline,
} from './device-sign-out';
