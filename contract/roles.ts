import { z } from 'zod';
import { ROLES } from './enums';

/** A role of the token's role claim; apart from enums.ts so the constants come without zod. */
export const roleSchema = z.enum(ROLES);
