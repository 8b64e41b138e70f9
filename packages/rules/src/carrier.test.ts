import { describe, expect, it } from 'vitest';
import { CARRIER_CODES, carrierCode, isCarrierCode, trackingNumber } from './carrier.js';

describe('carriers', () => {
  it('lists the seven carriers by code', () => {
    expect(CARRIER_CODES).toEqual(['SF', 'YTO', 'ZTO', 'STO', 'YD', 'JD', 'EMS']);
    expect(isCarrierCode('SF')).toBe(true);
    expect(isCarrierCode('sf')).toBe(false);
    expect(carrierCode.safeParse('DHL').success).toBe(false);
  });

  it('tracking numbers drop spaces, upper-case letters and need 8–30 letters or digits', () => {
    expect(trackingNumber.parse(' sf 1234 5678 9012 ')).toBe('SF123456789012');
    expect(trackingNumber.safeParse('1234567').success).toBe(false);
    expect(trackingNumber.safeParse('12345-67890').success).toBe(false);
    expect(trackingNumber.safeParse('A'.repeat(31)).success).toBe(false);
    const failed = trackingNumber.safeParse('x');
    expect(failed.success ? null : failed.error.issues[0]?.message).toBe('field.trackingNumber');
  });
});
