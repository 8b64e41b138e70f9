import { carrierCode, trackingNumber } from '@nextland/rules';
import { z } from 'zod';

/** The return's shipment: nextland's own rules for the fields (after-sale/validators.ts, decision 0014). */
export const returnSchema = z.object({
  // Nothing chosen yet reads as "required", not as a wrong code.
  carrierCode: z.string().min(1).pipe(carrierCode),
  trackingNumber: z.string().trim().min(1).pipe(trackingNumber),
});

/** The fields a server error may name (`shipAfterSaleReturn`'s arguments); others become the form's message. */
export const RETURN_FIELDS = ['carrierCode', 'trackingNumber'] as const;
