/** Query keys of the tour screens; a save or delete refreshes everything under `all`. */
export const tourKeys = {
  all: ['catalogue', 'tours'] as const,
  list: (params: string) => ['catalogue', 'tours', 'list', params] as const,
  edit: (id: number) => ['catalogue', 'tours', 'edit', id] as const,
  options: ['catalogue', 'tours', 'options'] as const,
  defaults: ['catalogue', 'tours', 'supplier-defaults'] as const,
};
