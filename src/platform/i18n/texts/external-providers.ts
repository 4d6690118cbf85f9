// External ticket providers over OCTO (issue 16): Admin → Ticket Providers and the slot editor's mapping.
export const EXTERNAL_PROVIDERS_TEXTS = [
  'Ticket Providers',
  'Select a provider',
  'Provider {{id}}',
  'Select a product',
  'Select a time slot',
  'External time slot',
  'External time slot per child',
  'No time slots for selected product. Maybe it should be guest defines time?',
  'Edit provider',
  'Add provider',
  'Provider name',
  'Base URL',
  'The OCTO API address, e.g. https://api.example.com/octo; /octo-demo/v1 is the demo on this server',
  'API key',
  'A key is set. Leave empty to keep it; type a new one to replace it.',
  'OCTO supplier id',
  'Providers of attraction tickets that speak OCTO. Time slots are mapped to their products.',
  'No providers yet.',
  'Inactive',
  'Testing…',
  'Test connection',
  'Connected to {{name}} ({{id}}): {{count}} products',
  'Provider name is required',
  'Base URL is required',
  'Base URL must be an http(s) address such as https://api.example.com/octo, or a path on this server such as /octo-demo/v1',
  'Base URL must not contain ? or #: the calls add their own paths to it',
  'Base URL must not contain a user name or password; the API key has its own field',
  'The only path on this server a provider may have is /octo-demo/v1, the demo provider',
  "The address is a private network address, which this server does not call: enter the provider's public address",
  'API key is required',
  'At most 500 characters',
  // The slot editor's provider failures as the server answers them (external-providers/service.ts).
  'Provider failed',
  '{{provider}} did not answer in time. Please try again in a moment.',
  '{{provider}} could not be reached. Please try again later.',
  "{{provider}}'s address is a private network address, which this server does not call. Enter the provider's public address.",
  '{{provider}} refused the request: {{detail}}',
  '{{provider}} refused the request (status {{status}})',
  "{{provider}} gave an answer that is not OCTO; the provider's settings may be wrong.",
  '{{provider}} has no product {{product}}',
  '{{provider}} has no option {{option}} of product {{product}}',
  'External provider not found or you are not allowed to use it',
  "Supplier's net price: {{prices}}",
  "Caravan's price",
  '{{ticket}}, {{from}}–{{to}}: {{prices}}',
  '{{unit}} {{price}} (agents’ net {{net}})',
  'No ticket sells this slot yet: Caravan has no price to set beside the supplier’s net.',
  '{{ticket}}, {{from}}–{{to}}: Caravan sells the {{unit}} ticket at {{price}}, below the supplier’s net {{net}}.',
  '{{ticket}}, {{from}}–{{to}}: after the agents’ commission Caravan receives {{agentsNet}} for the {{unit}} ticket, below the supplier’s net {{net}}.',
  'adult',
  'child',
] as const;

export const externalProvidersRu: Record<(typeof EXTERNAL_PROVIDERS_TEXTS)[number], string> = {
  'Ticket Providers': 'Поставщики билетов',
  'Select a provider': 'Выберите поставщика',
  'Provider {{id}}': 'Поставщик {{id}}',
  'Select a product': 'Выберите продукт',
  'Select a time slot': 'Выберите время',
  'External time slot': 'Внешнее время',
  'External time slot per child': 'Внешнее время для детей',
  'No time slots for selected product. Maybe it should be guest defines time?':
    'У выбранного продукта нет времени начала. Возможно, время должен выбирать гость?',
  'Edit provider': 'Изменить поставщика',
  'Add provider': 'Добавить поставщика',
  'Provider name': 'Название поставщика',
  'Base URL': 'Базовый URL',
  'The OCTO API address, e.g. https://api.example.com/octo; /octo-demo/v1 is the demo on this server':
    'Адрес OCTO API, например https://api.example.com/octo; /octo-demo/v1 — демо на этом сервере',
  'API key': 'Ключ API',
  'A key is set. Leave empty to keep it; type a new one to replace it.':
    'Ключ задан. Оставьте поле пустым, чтобы сохранить его, или введите новый, чтобы заменить.',
  'OCTO supplier id': 'ID поставщика в OCTO',
  'Providers of attraction tickets that speak OCTO. Time slots are mapped to their products.':
    'Поставщики билетов на достопримечательности по стандарту OCTO. Временные слоты связываются с их продуктами.',
  'No providers yet.': 'Поставщиков пока нет.',
  Inactive: 'Неактивен',
  'Testing…': 'Проверка…',
  'Test connection': 'Проверить подключение',
  'Connected to {{name}} ({{id}}): {{count}} products':
    'Подключено к {{name}} ({{id}}): продуктов — {{count}}',
  'Provider name is required': 'Укажите название поставщика',
  'Base URL is required': 'Укажите базовый URL',
  'Base URL must be an http(s) address such as https://api.example.com/octo, or a path on this server such as /octo-demo/v1':
    'Базовый URL должен быть адресом http(s), например https://api.example.com/octo, или путём на этом сервере, например /octo-demo/v1',
  'Base URL must not contain ? or #: the calls add their own paths to it':
    'Базовый URL не должен содержать ? или #: запросы добавляют к нему свои пути',
  'Base URL must not contain a user name or password; the API key has its own field':
    'Базовый URL не должен содержать имя пользователя или пароль; для ключа API есть своё поле',
  'The only path on this server a provider may have is /octo-demo/v1, the demo provider':
    'Единственный путь на этом сервере, который может быть у поставщика, — /octo-demo/v1 (демо-поставщик)',
  "The address is a private network address, which this server does not call: enter the provider's public address":
    'Это адрес частной сети, к которому этот сервер не обращается: укажите публичный адрес поставщика',
  'API key is required': 'Укажите ключ API',
  'At most 500 characters': 'Не более 500 символов',
  'Provider failed': 'Ошибка поставщика',
  '{{provider}} did not answer in time. Please try again in a moment.':
    '{{provider}} не ответил вовремя. Попробуйте ещё раз чуть позже.',
  '{{provider}} could not be reached. Please try again later.': '{{provider}} недоступен. Попробуйте позже.',
  "{{provider}}'s address is a private network address, which this server does not call. Enter the provider's public address.":
    'Адрес поставщика {{provider}} — адрес частной сети, к которому этот сервер не обращается. Укажите публичный адрес поставщика.',
  '{{provider}} refused the request: {{detail}}': '{{provider}} отклонил запрос: {{detail}}',
  '{{provider}} refused the request (status {{status}})': '{{provider}} отклонил запрос (статус {{status}})',
  "{{provider}} gave an answer that is not OCTO; the provider's settings may be wrong.":
    '{{provider}} прислал ответ не в формате OCTO; возможно, настройки поставщика неверны.',
  '{{provider}} has no product {{product}}': 'У поставщика {{provider}} нет продукта {{product}}',
  '{{provider}} has no option {{option}} of product {{product}}':
    'У поставщика {{provider}} нет варианта {{option}} продукта {{product}}',
  'External provider not found or you are not allowed to use it':
    'Внешний поставщик не найден или у вас нет прав на него',
  "Supplier's net price: {{prices}}": 'Нетто-цена поставщика: {{prices}}',
  "Caravan's price": 'Цена Caravan',
  '{{ticket}}, {{from}}–{{to}}: {{prices}}': '{{ticket}}, {{from}}–{{to}}: {{prices}}',
  '{{unit}} {{price}} (agents’ net {{net}})': '{{unit}} {{price}} (нетто агентов {{net}})',
  'No ticket sells this slot yet: Caravan has no price to set beside the supplier’s net.':
    'Этот слот пока не продаёт ни один билет: цены Caravan для сравнения с нетто поставщика нет.',
  '{{ticket}}, {{from}}–{{to}}: Caravan sells the {{unit}} ticket at {{price}}, below the supplier’s net {{net}}.':
    '{{ticket}}, {{from}}–{{to}}: Caravan продаёт билет ({{unit}}) за {{price}} — ниже нетто поставщика {{net}}.',
  '{{ticket}}, {{from}}–{{to}}: after the agents’ commission Caravan receives {{agentsNet}} for the {{unit}} ticket, below the supplier’s net {{net}}.':
    '{{ticket}}, {{from}}–{{to}}: за вычетом комиссии агентов Caravan получает за билет ({{unit}}) {{agentsNet}} — ниже нетто поставщика {{net}}.',
  adult: 'взрослый',
  child: 'детский',
};
