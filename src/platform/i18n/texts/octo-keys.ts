// OCTO reseller keys on an agency's Contracting page (issue 26 item 10).
export const OCTO_KEYS_TEXTS = [
  'OCTO API keys',
  "With a key, the agency's own system (an OTA, a channel manager) sells your tours through Caravan's OCTO API at /octo, at this agency's contract prices.",
  'Issue a key',
  'No key yet',
  'Key {{prefix}}…',
  'Issued {{time}}',
  'Revoked {{time}}',
  'Revoke',
  'Revoke key {{prefix}}…?',
  "The agency's system can no longer sell with it. This cannot be undone; issue a new key if needed.",
  'Revoked',
  'Pass this key to {{name}}',
  'It is shown only now: Caravan keeps only a fingerprint of it. Send it by a safe channel.',
  'OCTO API key',
  'Copy key',
] as const;

export const octoKeysRu: Record<(typeof OCTO_KEYS_TEXTS)[number], string> = {
  'OCTO API keys': 'API-ключи OCTO',
  "With a key, the agency's own system (an OTA, a channel manager) sells your tours through Caravan's OCTO API at /octo, at this agency's contract prices.":
    'С ключом собственная система агентства (OTA, менеджер каналов) продаёт ваши туры через OCTO API Caravan (/octo) по ценам договора с этим агентством.',
  'Issue a key': 'Выдать ключ',
  'No key yet': 'Ключей пока нет',
  'Key {{prefix}}…': 'Ключ {{prefix}}…',
  'Issued {{time}}': 'Выдан {{time}}',
  'Revoked {{time}}': 'Отозван {{time}}',
  Revoke: 'Отозвать',
  'Revoke key {{prefix}}…?': 'Отозвать ключ {{prefix}}…?',
  "The agency's system can no longer sell with it. This cannot be undone; issue a new key if needed.":
    'Система агентства больше не сможет продавать с ним. Это нельзя отменить; при необходимости выдайте новый ключ.',
  Revoked: 'Отозван',
  'Pass this key to {{name}}': 'Передайте этот ключ: {{name}}',
  'It is shown only now: Caravan keeps only a fingerprint of it. Send it by a safe channel.':
    'Он показан только сейчас: Caravan хранит лишь его отпечаток. Передайте его по надёжному каналу.',
  'OCTO API key': 'API-ключ OCTO',
  'Copy key': 'Скопировать ключ',
};
