/**
 * The TripAdvisor location id from what an editor pastes (02-catalogue, Location): the digits of
 * the d-number that is followed by a dash, as in
 * https://www.tripadvisor.com/Attraction_Review-g295424-d2038312-Reviews-Burj_Khalifa-Dubai.html
 * (the g-number before it is the city, not the place). A bare number is already an id. Anything
 * else gives null, and the field keeps what was typed.
 */
export function tripAdvisorIdFrom(pasted: string): string | null {
  const text = pasted.trim();
  if (/^\d+$/.test(text)) return text;
  const match = /(?:^|[^a-z0-9])d(\d+)-/i.exec(text);
  return match ? match[1] : null;
}
