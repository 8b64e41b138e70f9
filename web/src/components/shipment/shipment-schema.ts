import { carrierCode, trackingNumber } from '@nextland/rules';
import { z } from 'zod';

/** A parcel's shipment (an order, a return): nextland's own rules for the same fields (decision 0014). */
export const shipmentSchema = z.object({
  // Nothing chosen yet reads as "required", not as a wrong code.
  carrierCode: z.string().min(1).pipe(carrierCode),
  trackingNumber: z.string().trim().min(1).pipe(trackingNumber),
});
export type ShipmentInput = z.output<typeof shipmentSchema>;

/** The fields a server error may name (the ship mutations' arguments); anything else is the form's message. */
export const SHIPMENT_FIELDS = ['carrierCode', 'trackingNumber'] as const;
