import { z } from 'zod';

/** Ratings and reviews (decision 0027 §4): one number per limit, the web's `maxLength` and nextland's check. */
export const REVIEW_LIMITS = { text: 500, photos: 6 } as const;

/** Stars, a whole number 1–5. */
export const reviewRating = z.number().int().min(1).max(5).describe('Stars, 1–5');
/** The buyer's text: optional, at most 500 characters once trimmed. */
export const reviewText = z.string().trim().max(REVIEW_LIMITS.text);
/** The seller's reply: 1–500 characters once trimmed. */
export const reviewReply = z.string().trim().min(1).max(REVIEW_LIMITS.text);
/** Up to six image addresses (the caller's own uploads: nextland checks whose). */
export const reviewPhotos = z.array(z.string()).max(REVIEW_LIMITS.photos);
