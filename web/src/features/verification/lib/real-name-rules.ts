import type { UserErrorLike } from '../../../lib/graphql/user-errors.js';
import { normalizeIdNumber, prcIdValid } from './prc-id.js';

export type RealNameValues = {
  name: string;
  idNumber: string;
  idFront: string | null;
  idBack: string | null;
};
export type RealNameErrorKey = 'nameLength' | 'idNumberInvalid' | 'idFrontRequired' | 'idBackRequired';
export type RealNameErrors = Partial<Record<keyof RealNameValues, RealNameErrorKey>>;

/** The form's fields; the server names the images `idImages.0` (front) and `idImages.1` (back). */
export const REAL_NAME_FIELDS = ['name', 'idNumber', 'idFront', 'idBack'] as const;

/** nextland's `realNameBody`: a 2–32 character name, a checksum-valid ID number and both sides of the card. */
export function validateRealName(values: RealNameValues): RealNameErrors {
  const errors: RealNameErrors = {};
  const name = values.name.trim();
  if (name.length < 2 || name.length > 32) errors.name = 'nameLength';
  if (!prcIdValid(normalizeIdNumber(values.idNumber))) errors.idNumber = 'idNumberInvalid';
  if (!values.idFront) errors.idFront = 'idFrontRequired';
  if (!values.idBack) errors.idBack = 'idBackRequired';
  return errors;
}

/** What is sent, once `validateRealName` passed: trimmed, normalised, the images front then back. */
export function realNameInput(values: RealNameValues) {
  return {
    name: values.name.trim(),
    idNumber: normalizeIdNumber(values.idNumber),
    idImages: [values.idFront ?? '', values.idBack ?? ''],
  };
}

const IMAGE_SIDE = ['idFront', 'idBack'];

/**
 * Puts an image's server error under its own upload field: `idImages.1` / `input.idImages[1]` become
 * `idBack`. An error on the list as a whole keeps its name and so ends up form-level.
 */
export function realNameErrorFields<T extends UserErrorLike>(errors: readonly T[]): T[] {
  return errors.map((error) => {
    const index = /^(?:input\.)?idImages(?:\.|\[)(\d+)/.exec(error.field ?? '')?.[1];
    const side = index === undefined ? undefined : IMAGE_SIDE[Number(index)];
    return side ? { ...error, field: side } : error;
  });
}
