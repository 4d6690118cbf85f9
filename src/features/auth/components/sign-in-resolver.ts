import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema } from '../../../../contract';

export const signInResolver = zodResolver(signInSchema);
