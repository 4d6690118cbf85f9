// Bookings on slots sold by an external ticket provider (OCTO): why one waits in the outbox.
export const EXTERNAL_BOOKINGS_TEXTS = [
  'The ticket provider did not answer in time. No booking was made yet; it will be sent again.',
  'The ticket provider could not be reached. No booking was made yet; it will be sent again.',
  'The ticket provider refused the tickets. No booking was made yet; it will be sent again.',
  'The ticket provider gave an answer we cannot read. No booking was made yet; it will be sent again.',
  'The ticket provider of this time slot is not set up. It will be sent again; tell the supplier.',
  // The provider's failures and refusals as the server answers them (external-bookings/failures.ts, plan.ts).
  '{{provider}} could not check the availability of the tickets',
  '{{provider}} could not reserve the tickets',
  '{{provider}} could not confirm the tickets',
  '{{provider}} could not cancel the tickets',
  '{{provider}} did not answer in time. No booking was made. Try again in a moment.',
  '{{provider}} did not answer in time. The booking was not cancelled. Try again in a moment.',
  '{{provider}} could not be reached. No booking was made. Try again in a moment.',
  '{{provider}} could not be reached. The booking was not cancelled. Try again in a moment.',
  '{{provider}} answered: {{detail}}. No booking was made. Try again in a moment.',
  '{{provider}} answered: {{detail}}. The booking was not cancelled. Try again in a moment.',
  '{{provider}} gave an answer we cannot read. No booking was made. Try again in a moment.',
  '{{provider}} gave an answer we cannot read. The booking was not cancelled. Try again in a moment.',
  'Ticket provider not available',
  'The ticket provider of this time slot is not set up or is switched off. No booking was made.',
  '{{provider}} cannot sell this',
  '{{product}} has no options to book',
  '{{product}} has no options to book. No booking was made.',
  '{{product}} no longer has the option {{option}}',
  '{{product}} no longer has the option {{option}}. No booking was made.',
  'The provider offers no tickets on this date',
  'The provider offers no tickets on this date. No booking was made.',
  'The provider has no departure at {{time}} on this date',
  'The provider has no departure at {{time}} on this date. No booking was made.',
  'The provider has no departure on this date',
  'The provider has no departure on this date. No booking was made.',
  'The provider has sold out this departure',
  'The provider has sold out this departure. No booking was made.',
  'The provider has {{n}} places left on this departure',
  'The provider has {{n}} places left on this departure. No booking was made.',
  'The provider sells no adult tickets for this option',
  'The provider sells no adult tickets for this option. No booking was made.',
  'The provider sells no child tickets for this option',
  'The provider sells no child tickets for this option. No booking was made.',
  'Nobody in this booking needs a ticket',
  'Nobody in this booking needs a ticket. No booking was made.',
  // Issue 26 part 1: a supplier's final refusals, its limits, a provider that does not answer for now.
  '{{provider}} declined the booking: {{detail}}. No booking was made; change the booking to book it.',
  '{{provider}} declined the cancel: {{detail}}. The booking was not cancelled.',
  '{{provider}} declined',
  'The provider sells this option to at least {{n}} guests',
  'The provider sells this option to at least {{n}} guests. No booking was made.',
  'The provider sells this option to at most {{n}} guests',
  'The provider sells this option to at most {{n}} guests. No booking was made.',
  'The provider is not answering — try again later',
  'No booking was made yet. It waits on this device and is sent again by itself; see the Outbox.',
  'Saved on this device — it will be sent as soon as the server answers',
  "The provider requires the guest's e-mail",
  "The provider requires the guest's e-mail. No booking was made.",
  "The provider requires the guest's phone number",
  "The provider requires the guest's phone number. No booking was made.",
  "The provider requires the guest's first and last name",
  "The provider requires the guest's first and last name. No booking was made.",
  'The provider requires {{fields}} of the guest, which Caravan does not collect',
  'The provider requires {{fields}} of the guest, which Caravan does not collect. No booking was made; tell the supplier.',
  'Enter a valid e-mail address',
  'E-mail is at most 200 characters',
  'Guest e-mail',
  "{{provider}} sends the tickets by e-mail: the guest's e-mail is required",
  "{{provider}} requires the guest's phone number",
  '{{provider}} sells no child ticket for this option: children are booked on adult tickets',
  '{{provider}} sells this option to {{min}} to {{max}} guests',
  '{{provider}} sells this option to at least {{min}} guests',
  '{{provider}} sells this option to at most {{max}} guests',
  "Starts at {{time}} provider's time ({{zone}})",
  "The provider's product is on {{zone}} time, the supplier's on {{ours}}: check the start time",
  'Ticket provider terms',
  '{{provider}} is sold out or closed on this date',
  '{{provider}} is sold out or closed on {{days}}',
  'Sold out',
  'Places left at {{provider}}: {{n}}',
  'Sold out at {{provider}}',
  'Closed at {{provider}}',
] as const;

export const externalBookingsRu: Record<(typeof EXTERNAL_BOOKINGS_TEXTS)[number], string> = {
  'The ticket provider did not answer in time. No booking was made yet; it will be sent again.':
    'Поставщик билетов не ответил вовремя. Бронирование ещё не создано; оно будет отправлено снова.',
  'The ticket provider could not be reached. No booking was made yet; it will be sent again.':
    'Поставщик билетов недоступен. Бронирование ещё не создано; оно будет отправлено снова.',
  'The ticket provider refused the tickets. No booking was made yet; it will be sent again.':
    'Поставщик билетов отказал в билетах. Бронирование ещё не создано; оно будет отправлено снова.',
  'The ticket provider gave an answer we cannot read. No booking was made yet; it will be sent again.':
    'Поставщик билетов прислал непонятный ответ. Бронирование ещё не создано; оно будет отправлено снова.',
  'The ticket provider of this time slot is not set up. It will be sent again; tell the supplier.':
    'Поставщик билетов для этого времени не настроен. Бронирование будет отправлено снова; сообщите поставщику.',
  '{{provider}} could not check the availability of the tickets':
    '{{provider}}: не удалось проверить наличие билетов',
  '{{provider}} could not reserve the tickets': '{{provider}}: не удалось забронировать билеты',
  '{{provider}} could not confirm the tickets': '{{provider}}: не удалось подтвердить билеты',
  '{{provider}} could not cancel the tickets': '{{provider}}: не удалось отменить билеты',
  '{{provider}} did not answer in time. No booking was made. Try again in a moment.':
    '{{provider}} не ответил вовремя. Бронирование не создано. Попробуйте ещё раз чуть позже.',
  '{{provider}} did not answer in time. The booking was not cancelled. Try again in a moment.':
    '{{provider}} не ответил вовремя. Бронирование не отменено. Попробуйте ещё раз чуть позже.',
  '{{provider}} could not be reached. No booking was made. Try again in a moment.':
    '{{provider}} недоступен. Бронирование не создано. Попробуйте ещё раз чуть позже.',
  '{{provider}} could not be reached. The booking was not cancelled. Try again in a moment.':
    '{{provider}} недоступен. Бронирование не отменено. Попробуйте ещё раз чуть позже.',
  '{{provider}} answered: {{detail}}. No booking was made. Try again in a moment.':
    '{{provider}} ответил: {{detail}}. Бронирование не создано. Попробуйте ещё раз чуть позже.',
  '{{provider}} answered: {{detail}}. The booking was not cancelled. Try again in a moment.':
    '{{provider}} ответил: {{detail}}. Бронирование не отменено. Попробуйте ещё раз чуть позже.',
  '{{provider}} gave an answer we cannot read. No booking was made. Try again in a moment.':
    '{{provider}} прислал ответ, который не удалось прочитать. Бронирование не создано. Попробуйте ещё раз чуть позже.',
  '{{provider}} gave an answer we cannot read. The booking was not cancelled. Try again in a moment.':
    '{{provider}} прислал ответ, который не удалось прочитать. Бронирование не отменено. Попробуйте ещё раз чуть позже.',
  'Ticket provider not available': 'Поставщик билетов недоступен',
  'The ticket provider of this time slot is not set up or is switched off. No booking was made.':
    'Поставщик билетов для этого времени не настроен или отключён. Бронирование не создано.',
  '{{provider}} cannot sell this': '{{provider}} не может это продать',
  '{{product}} has no options to book': 'У продукта {{product}} нет вариантов для бронирования',
  '{{product}} has no options to book. No booking was made.':
    'У продукта {{product}} нет вариантов для бронирования. Бронирование не создано.',
  '{{product}} no longer has the option {{option}}': 'У продукта {{product}} больше нет варианта {{option}}',
  '{{product}} no longer has the option {{option}}. No booking was made.':
    'У продукта {{product}} больше нет варианта {{option}}. Бронирование не создано.',
  'The provider offers no tickets on this date': 'Поставщик не продаёт билеты на эту дату',
  'The provider offers no tickets on this date. No booking was made.':
    'Поставщик не продаёт билеты на эту дату. Бронирование не создано.',
  'The provider has no departure at {{time}} on this date': 'У поставщика нет сеанса в {{time}} на эту дату',
  'The provider has no departure at {{time}} on this date. No booking was made.':
    'У поставщика нет сеанса в {{time}} на эту дату. Бронирование не создано.',
  'The provider has no departure on this date': 'У поставщика нет сеанса на эту дату',
  'The provider has no departure on this date. No booking was made.':
    'У поставщика нет сеанса на эту дату. Бронирование не создано.',
  'The provider has sold out this departure': 'У поставщика все места на этот сеанс проданы',
  'The provider has sold out this departure. No booking was made.':
    'У поставщика все места на этот сеанс проданы. Бронирование не создано.',
  'The provider has {{n}} places left on this departure': 'У поставщика на этот сеанс осталось мест: {{n}}',
  'The provider has {{n}} places left on this departure. No booking was made.':
    'У поставщика на этот сеанс осталось мест: {{n}}. Бронирование не создано.',
  'The provider sells no adult tickets for this option':
    'Поставщик не продаёт взрослые билеты для этого варианта',
  'The provider sells no adult tickets for this option. No booking was made.':
    'Поставщик не продаёт взрослые билеты для этого варианта. Бронирование не создано.',
  'The provider sells no child tickets for this option':
    'Поставщик не продаёт детские билеты для этого варианта',
  'The provider sells no child tickets for this option. No booking was made.':
    'Поставщик не продаёт детские билеты для этого варианта. Бронирование не создано.',
  'Nobody in this booking needs a ticket': 'В этом бронировании никому не нужен билет',
  'Nobody in this booking needs a ticket. No booking was made.':
    'В этом бронировании никому не нужен билет. Бронирование не создано.',
  '{{provider}} declined the booking: {{detail}}. No booking was made; change the booking to book it.':
    '{{provider}} отказал в бронировании: {{detail}}. Бронирование не создано; измените его, чтобы забронировать.',
  '{{provider}} declined the cancel: {{detail}}. The booking was not cancelled.':
    '{{provider}} отказал в отмене: {{detail}}. Бронирование не отменено.',
  '{{provider}} declined': '{{provider}}: отказ',
  'The provider sells this option to at least {{n}} guests':
    'Поставщик продаёт этот вариант не меньше чем на {{n}} гостей',
  'The provider sells this option to at least {{n}} guests. No booking was made.':
    'Поставщик продаёт этот вариант не меньше чем на {{n}} гостей. Бронирование не создано.',
  'The provider sells this option to at most {{n}} guests':
    'Поставщик продаёт этот вариант не больше чем на {{n}} гостей',
  'The provider sells this option to at most {{n}} guests. No booking was made.':
    'Поставщик продаёт этот вариант не больше чем на {{n}} гостей. Бронирование не создано.',
  'The provider is not answering — try again later': 'Поставщик не отвечает — попробуйте позже',
  'No booking was made yet. It waits on this device and is sent again by itself; see the Outbox.':
    'Бронирование ещё не создано. Оно ждёт на этом устройстве и будет отправлено снова само; см. «Исходящие».',
  'Saved on this device — it will be sent as soon as the server answers':
    'Сохранено на этом устройстве — будет отправлено, как только сервер ответит',
  "The provider requires the guest's e-mail": 'Поставщик требует эл. почту гостя',
  "The provider requires the guest's e-mail. No booking was made.":
    'Поставщик требует эл. почту гостя. Бронирование не создано.',
  "The provider requires the guest's phone number": 'Поставщик требует телефон гостя',
  "The provider requires the guest's phone number. No booking was made.":
    'Поставщик требует телефон гостя. Бронирование не создано.',
  "The provider requires the guest's first and last name": 'Поставщик требует имя и фамилию гостя',
  "The provider requires the guest's first and last name. No booking was made.":
    'Поставщик требует имя и фамилию гостя. Бронирование не создано.',
  'The provider requires {{fields}} of the guest, which Caravan does not collect':
    'Поставщик требует данные гостя ({{fields}}), которые Caravan не собирает',
  'The provider requires {{fields}} of the guest, which Caravan does not collect. No booking was made; tell the supplier.':
    'Поставщик требует данные гостя ({{fields}}), которые Caravan не собирает. Бронирование не создано; сообщите поставщику.',
  'Enter a valid e-mail address': 'Введите правильный адрес эл. почты',
  'E-mail is at most 200 characters': 'Эл. почта — не длиннее 200 символов',
  'Guest e-mail': 'Эл. почта гостя',
  "{{provider}} sends the tickets by e-mail: the guest's e-mail is required":
    '{{provider}} присылает билеты по эл. почте: нужна эл. почта гостя',
  "{{provider}} requires the guest's phone number": '{{provider}} требует телефон гостя',
  '{{provider}} sells no child ticket for this option: children are booked on adult tickets':
    '{{provider}} не продаёт детские билеты для этого варианта: дети бронируются по взрослым билетам',
  '{{provider}} sells this option to {{min}} to {{max}} guests':
    '{{provider}} продаёт этот вариант на {{min}}–{{max}} гостей',
  '{{provider}} sells this option to at least {{min}} guests':
    '{{provider}} продаёт этот вариант не меньше чем на {{min}} гостей',
  '{{provider}} sells this option to at most {{max}} guests':
    '{{provider}} продаёт этот вариант не больше чем на {{max}} гостей',
  "Starts at {{time}} provider's time ({{zone}})": 'Начало в {{time}} по времени поставщика ({{zone}})',
  "The provider's product is on {{zone}} time, the supplier's on {{ours}}: check the start time":
    'Продукт поставщика идёт по времени {{zone}}, а поставщик в Caravan — по {{ours}}: проверьте время начала',
  'Ticket provider terms': 'Условия поставщика билетов',
  '{{provider}} is sold out or closed on this date': '{{provider}}: на эту дату мест нет или продажа закрыта',
  '{{provider}} is sold out or closed on {{days}}': '{{provider}}: нет мест или продажа закрыта на {{days}}',
  'Sold out': 'Мест нет',
  'Places left at {{provider}}: {{n}}': 'Осталось мест у {{provider}}: {{n}}',
  'Sold out at {{provider}}': 'Мест нет у {{provider}}',
  'Closed at {{provider}}': 'Продажа закрыта у {{provider}}',
};
