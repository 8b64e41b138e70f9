import { bio, nickname, pastDate } from '@nextland/rules';
import { z } from 'zod';

export const GENDERS = ['UNSPECIFIED', 'MALE', 'FEMALE'] as const;

/** The profile form: nextland's own rules for the same fields (customer/validators.ts `updateBody`). */
export const profileSchema = z.object({
  nickname,
  bio,
  gender: z.enum(GENDERS),
  // Empty means "not given" (the field is optional); otherwise a real day from 1900 to today.
  birthday: z.union([z.literal(''), pastDate]),
  avatarUrl: z.string().nullable(),
});
