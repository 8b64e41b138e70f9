// Mirrors nextland's rule: the GB 32100 alphabet (no I, O, Z, S, V) in the code's layout. nextland checks the
// shape only, so the client does not reject codes the server would accept.
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export function normalizeCreditCode(value: string): string {
  return value.replace(/\s/g, '').toUpperCase();
}

/** The 18-character unified social credit code of an organisation. */
export function creditCodeValid(code: string): boolean {
  return CREDIT_CODE.test(code);
}
