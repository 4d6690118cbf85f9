// The ticket types screen of the catalogue (issue 25): types made, renamed and deactivated.
export const TICKET_TYPES_TEXTS = [
  'Ticket Types',
  'The attraction tickets a ticket can require. A deactivated type can no longer be chosen for a ticket; its codes stay in stock.',
  'Add Ticket Type',
  'New Ticket Type',
  'Edit Ticket Type',
  'Back to ticket types',
  'Ticket type',
  'Short name',
  'Printed on the tickets, e.g. BK-ADT',
  'Ticket Stock warns at or below this many available codes',
  'Reservation time',
  'Reservation time (minutes)',
  'How long a booking held by a reseller keeps codes of this type before they go back to stock; 0: no limit',
  'Active (can be chosen for a ticket)',
  '{{name}} (inactive)',
] as const;

export const ticketTypesRu: Record<(typeof TICKET_TYPES_TEXTS)[number], string> = {
  'Ticket Types': 'Типы билетов',
  'The attraction tickets a ticket can require. A deactivated type can no longer be chosen for a ticket; its codes stay in stock.':
    'Входные билеты, которых может требовать билет тура. Отключённый тип больше нельзя выбрать для билета; его коды остаются на складе.',
  'Add Ticket Type': 'Добавить тип билета',
  'New Ticket Type': 'Новый тип билета',
  'Edit Ticket Type': 'Изменить тип билета',
  'Back to ticket types': 'Назад к типам билетов',
  'Ticket type': 'Тип билета',
  'Short name': 'Краткое название',
  'Printed on the tickets, e.g. BK-ADT': 'Печатается на билетах, например BK-ADT',
  'Ticket Stock warns at or below this many available codes':
    'Склад билетов предупреждает, когда доступных кодов столько или меньше',
  'Reservation time': 'Время резерва',
  'Reservation time (minutes)': 'Время резерва (минуты)',
  'How long a booking held by a reseller keeps codes of this type before they go back to stock; 0: no limit':
    'Сколько бронирование, удерживаемое реселлером, держит коды этого типа, прежде чем они вернутся на склад; 0 — без ограничения',
  'Active (can be chosen for a ticket)': 'Действует (можно выбрать для билета)',
  '{{name}} (inactive)': '{{name}} (отключён)',
};
