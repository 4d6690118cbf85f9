/** Query keys of the staff screens (Admin → Staff and an agency admin's My Profile: the same calls). */
export const staffKeys = {
  users: ['staff', 'users'] as const,
  audit: ['staff', 'audit'] as const,
};
