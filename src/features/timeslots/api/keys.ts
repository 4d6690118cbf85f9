export const timeSlotKeys = {
  all: ['timeslots'] as const,
  groups: (isExternal: number | null) => ['timeslots', 'groups', isExternal ?? 'all'] as const,
  group: (id: number) => ['timeslots', 'group', id] as const,
  /** A group's pickers are its supplier's (0: a new group, the caller's own). */
  pickUpOptions: (groupId: number) => ['timeslots', 'pickUpOptions', groupId] as const,
  externalProviders: (groupId: number) => ['timeslots', 'externalProviders', groupId] as const,
  externalOffers: (providerId: number) => ['timeslots', 'externalOffers', providerId] as const,
  externalTimeSlots: (providerId: number, productId: string, optionId: string | null) =>
    ['timeslots', 'externalTimeSlots', providerId, productId, optionId ?? ''] as const,
};
