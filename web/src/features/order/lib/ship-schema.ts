import { carrierCode, trackingNumber } from '@nextland/rules';
import { z } from 'zod';

/** The ship form: nextland's own rules for the same fields (order/validators.ts, decision 0014). */
export const shipSchema = z.object({
  // Nothing chosen yet reads as "required", not as a wrong code.
  carrierCode: z.string().min(1).pipe(carrierCode),
  trackingNumber: z.string().trim().min(1).pipe(trackingNumber),
});

/** The fields a server error may name (`shipOrder`'s arguments); anything else becomes the form's message. */
export const SHIP_FIELDS = ['carrierCode', 'trackingNumber'] as const;
