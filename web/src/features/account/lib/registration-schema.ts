import { consent, invitationCode, phone, smsCode } from '@nextland/rules';
import { z } from 'zod';

/** The registration form: nextland's own rules for the same fields (account/validators.ts `registerBody`). */
export const registrationSchema = z.object({ phone, smsCode, invitationCode, consent });
