import { idCardNumber, realName } from '@nextland/rules';
import { z } from 'zod';
import type { UserErrorLike } from '../../../lib/graphql/user-errors.js';

/** An uploaded side of the ID card; the message is this form's own (`namespace:key`, see lib/forms). */
function idImage(message: string) {
  return z
    .string()
    .nullable()
    .refine((url) => Boolean(url), { error: message })
    .transform((url) => url ?? '');
}

/** nextland's `realNameBody` (the same rules): a 2–32 character name, a checksum-valid ID number, both sides. */
export const realNameSchema = z.object({
  name: realName,
  idNumber: idCardNumber,
  idFront: idImage('verification:errors.idFrontRequired'),
  idBack: idImage('verification:errors.idBackRequired'),
});

export type RealNameOutput = z.output<typeof realNameSchema>;

/** The form's fields; the server names the images `idImages.0` (front) and `idImages.1` (back). */
export const REAL_NAME_FIELDS = ['name', 'idNumber', 'idFront', 'idBack'] as const;

/** What is sent: the images front then back. */
export function realNameInput({ idFront, idBack, ...rest }: RealNameOutput) {
  return { ...rest, idImages: [idFront, idBack] };
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
