// An agency's agents on My Profile (issue 17), and message templates whose filled-in texts the
// contract makes (src/platform/i18n/parameterised.ts translates them with their values).
export const AGENCY_STAFF_TEXTS = [
  'An IBAN of {{country}} has {{length}} characters; this one has {{actual}}',
  'At most {{max}} characters',
  'Agents of {{agency}}',
  'Invite an agent',
  'Agents',
  'Agency admin',
  "Agency admin: manages the agency's agents",
  'Remove agency admin from {{name}}?',
  'Make {{name}} an agency admin?',
  'They keep their bookings but no longer manage the agency’s agents. They are signed out everywhere.',
  'They will manage the agency’s agents and see all its bookings. They are signed out everywhere, so it applies at once.',
  'Remove agency admin',
  'Make agency admin',
  'Agency admin changed',
  'An agency admin can give the agent role only',
  'A supplier admin can give supplier staff roles only',
  'You cannot take away your own agency admin rights or deactivate yourself: ask another agency admin',
  "Only an agency's admin gives the agency-admin flag",
  'Say whether the user is an agency admin',
] as const;

export const agencyStaffRu: Record<(typeof AGENCY_STAFF_TEXTS)[number], string> = {
  'An IBAN of {{country}} has {{length}} characters; this one has {{actual}}':
    'IBAN страны {{country}} состоит из {{length}} символов, а в этом {{actual}}',
  'At most {{max}} characters': 'Не больше {{max}} символов',
  'Agents of {{agency}}': 'Агенты: {{agency}}',
  'Invite an agent': 'Пригласить агента',
  Agents: 'Агенты',
  'Agency admin': 'Администратор агентства',
  "Agency admin: manages the agency's agents": 'Администратор агентства: управляет агентами агентства',
  'Remove agency admin from {{name}}?': 'Снять права администратора агентства с {{name}}?',
  'Make {{name}} an agency admin?': 'Сделать {{name}} администратором агентства?',
  'They keep their bookings but no longer manage the agency’s agents. They are signed out everywhere.':
    'Бронирования останутся, но управлять агентами агентства пользователь больше не сможет. Он будет выведен из системы на всех устройствах.',
  'They will manage the agency’s agents and see all its bookings. They are signed out everywhere, so it applies at once.':
    'Пользователь будет управлять агентами агентства и видеть все его бронирования. Он будет выведен из системы на всех устройствах, чтобы изменение вступило в силу сразу.',
  'Remove agency admin': 'Снять права администратора',
  'Make agency admin': 'Сделать администратором',
  'Agency admin changed': 'Изменены права администратора агентства',
  'An agency admin can give the agent role only': 'Администратор агентства может давать только роль агента',
  'A supplier admin can give supplier staff roles only':
    'Администратор поставщика может давать только роли сотрудников поставщика',
  'You cannot take away your own agency admin rights or deactivate yourself: ask another agency admin':
    'Нельзя снять права администратора агентства с себя или отключить себя: попросите другого администратора агентства',
  "Only an agency's admin gives the agency-admin flag":
    'Права администратора агентства даёт только администратор агентства',
  'Say whether the user is an agency admin': 'Укажите, является ли пользователь администратором агентства',
};
