import { AppError, badRequest } from './errors';

const NOT_FOUND = 'Thing not found';
const TITLES = { early: 'Too early', late: 'Too late' };
const rule = (message: string) => new AppError('business_rule', message);

function when(late: boolean): string {
  return late ? 'Come back tomorrow' : 'Wait a little';
}

export function check(n: number, late: boolean, detail: Error): void {
  if (n < 0) throw badRequest('Must be positive', { n: 'Below zero' });
  if (n === 0) throw new AppError('not_found', NOT_FOUND);
  if (n > 9) throw rule(`At most ${9} things`);
  if (n === 5) throw new AppError('conflict', detail.message, { title: TITLES[late ? 'late' : 'early'] });
  throw rule(when(late));
}
