import { consent, phone as phoneField, smsCode } from '@nextland/rules';
import { z } from 'zod';
import { langQuery } from '../../lib/lang-query.js';

export { phoneField };

export const loginBody = z.object({
  appid: z.string().min(1).max(64),
  code: z.string().min(1).max(128),
  loginType: z.literal(0),
});

export const tokensDto = z
  .object({
    access_token: z.string(),
    refresh_token: z.string(),
    expires_in: z.number().int().describe('Access token lifetime in seconds (7200)'),
  })
  .meta({ id: 'Tokens' });

export const loginDto = z
  .object({
    user_id: z.string().optional().describe('Present when the account exists'),
    openid: z.string(),
    unionid: z.string(),
    registration_ticket: z.string().optional().describe('Present when registration is needed (15 min)'),
    access_token: z.string().optional(),
    refresh_token: z.string().optional(),
    expires_in: z.number().int().optional(),
  })
  .describe('Known account: user_id + tokens. Unknown: registration in progress (openid, unionid, ticket)')
  .meta({ id: 'Login' });

export const smsSendBody = z.object({ phone: phoneField, scene: z.literal('register') });

export const smsSendDto = z.object({
  resendIn: z.number().int().describe('Seconds before another code may be requested'),
  expiresIn: z.number().int(),
});

export const registerBody = z.object({
  registration_ticket: z.string().min(1).max(1000),
  phone: phoneField,
  sms_code: smsCode,
  invitation_code: z.string().trim().max(16).optional(),
  consent: consent.describe('The terms of service and privacy policy were accepted (must be true)'),
});

export const registerDto = z
  .object({ ...tokensDto.shape, user_id: z.string(), openid: z.string(), unionid: z.string() })
  .meta({ id: 'Registration' });

export const refreshBody = z.object({ refresh_token: z.string().min(1).max(200) });

export const langQueryOnly = z.object({ lang: langQuery });
