/** Query keys of the admin screens: the supplier's own profile, defaults and account settings. */
export const adminKeys = {
  supplier: ['admin', 'supplier'] as const,
  defaultSettings: ['admin', 'defaultSettings'] as const,
  accountSettings: ['admin', 'accountSettings'] as const,
  countries: ['admin', 'countries'] as const,
  contracts: ['admin', 'contracts'] as const,
  contractAgencies: (f: string) => ['admin', 'contracts', 'agencies', f] as const,
  contractHistory: (agencyId: number) => ['admin', 'contracts', 'agency', agencyId] as const,
  contractOffers: ['admin', 'contracts', 'offers'] as const,
  externalProviders: ['admin', 'externalProviders'] as const,
  octoKeys: ['admin', 'octoKeys'] as const,
};
