/** Query keys of the tickets admin's stock. */
export const stockKeys = {
  all: ['ticketStock'] as const,
  codes: (typeId: number, status: string) => ['ticketStock', 'codes', typeId, status] as const,
};
