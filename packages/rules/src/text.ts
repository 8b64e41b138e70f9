import { z } from 'zod';

/** Trimmed text of `min`–`max` characters (after trimming, so spaces alone are "required"). */
export function text(min: number, max: number) {
  return z.string().trim().min(min).max(max);
}

/** Limits the web shows as `maxLength` and nextland enforces: one number per field. */
export const LIMITS = {
  nickname: 32,
  bio: 500,
  realName: { min: 2, max: 32 },
  holderName: 64,
  bankName: 64,
  orgName: { min: 2, max: 100 },
  contactName: 32,
  creatorField: 50,
  creatorIntro: 2000,
  expressName: 50,
  minCount: 9999,
  invitationCode: 16,
  recipientName: 32,
  addressCity: 32,
  addressDistrict: 32,
  addressStreet: 120,
  /** Addresses one account may keep in its address book. */
  addresses: 20,
  /** Lines one cart may hold (decision 0019). */
  cartLines: 100,
} as const;

export const nickname = text(1, LIMITS.nickname).describe('1–32 characters');
export const bio = z.string().trim().max(LIMITS.bio).describe('At most 500 characters');
export const realName = text(LIMITS.realName.min, LIMITS.realName.max);
export const holderName = text(1, LIMITS.holderName).describe('Must equal the verified real name');
export const bankName = text(1, LIMITS.bankName);
export const orgName = text(LIMITS.orgName.min, LIMITS.orgName.max);
export const contactName = text(1, LIMITS.contactName);
export const creatorField = text(1, LIMITS.creatorField).describe('Creative field, e.g. ceramics');
export const creatorIntro = text(1, LIMITS.creatorIntro);
export const expressName = text(1, LIMITS.expressName);
