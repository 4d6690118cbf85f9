export const timeSlotKeys = {
  all: ['timeslots'] as const,
  groups: (isExternal: number | null) => ['timeslots', 'groups', isExternal ?? 'all'] as const,
  group: (id: number) => ['timeslots', 'group', id] as const,
  pickUpOptions: ['timeslots', 'pickUpOptions'] as const,
  externalProviders: ['timeslots', 'externalProviders'] as const,
  externalOffers: (providerId: number) => ['timeslots', 'externalOffers', providerId] as const,
  externalTimeSlots: (providerId: number, productId: string, optionId: string | null) =>
    ['timeslots', 'externalTimeSlots', providerId, productId, optionId ?? ''] as const,
};
