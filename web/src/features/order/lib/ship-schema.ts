import { z } from 'zod';

/**
 * The ship form. The tracking-number rule lives here for now: @nextland/rules has none yet; when it gains
 * one (nextland must check the same), swap it in so both sides say the same thing (decision 0014).
 */
export const trackingNumber = z
  .string()
  .trim()
  .min(1)
  .pipe(z.string().regex(/^[A-Za-z0-9]{6,40}$/, { error: 'order:ship.trackingInvalid' }));

export const shipSchema = z.object({
  // Nothing chosen yet reads as "required".
  carrierCode: z.string().min(1),
  trackingNumber,
});

/** The fields a server error may name (`shipOrder`'s arguments); anything else becomes the form's message. */
export const SHIP_FIELDS = ['carrierCode', 'trackingNumber'] as const;
