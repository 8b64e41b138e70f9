import { LIMITS } from '@nextland/rules';
import { linkValid, normalizeLink, PORTFOLIO_MAX_LINKS } from './portfolio-links.js';

export type CreatorValues = { field: string; intro: string; portfolio: string[]; idImages: string[] };
export type CreatorField = keyof CreatorValues;

/** Message keys under `verification:errors`. */
export type CreatorErrorKey =
  | 'fieldRequired'
  | 'fieldTooLong'
  | 'introRequired'
  | 'introTooLong'
  | 'portfolioInvalid'
  | 'portfolioTooMany'
  | 'idImagesRequired'
  | 'idImagesTooMany';

export type CreatorErrors = Partial<Record<CreatorField, CreatorErrorKey>>;

export const CREATOR_FIELD_MAX = LIMITS.creatorField;
export const CREATOR_INTRO_MAX = LIMITS.creatorIntro;
export const ID_IMAGES_MAX = 4;

/** Steps 1–3 each own some fields; step 4 is the review. Server errors go back to the step of their field. */
export const CREATOR_STEPS: readonly (readonly CreatorField[])[] = [
  ['field', 'intro'],
  ['portfolio'],
  ['idImages'],
];

/** The links as they will be sent: trimmed, scheme added, blanks dropped. */
export function portfolioLinks(portfolio: readonly string[]): string[] {
  return portfolio.map(normalizeLink).filter((link) => link !== '');
}

/** nextland's creator rules (verification/validators.ts `creatorBody`). */
export function validateCreator(values: CreatorValues): CreatorErrors {
  const errors: CreatorErrors = {};
  const field = values.field.trim();
  if (!field) errors.field = 'fieldRequired';
  else if (field.length > CREATOR_FIELD_MAX) errors.field = 'fieldTooLong';
  const intro = values.intro.trim();
  if (!intro) errors.intro = 'introRequired';
  else if (intro.length > CREATOR_INTRO_MAX) errors.intro = 'introTooLong';
  const links = portfolioLinks(values.portfolio);
  if (links.length > PORTFOLIO_MAX_LINKS) errors.portfolio = 'portfolioTooMany';
  else if (!links.every(linkValid)) errors.portfolio = 'portfolioInvalid';
  if (values.idImages.length === 0) errors.idImages = 'idImagesRequired';
  else if (values.idImages.length > ID_IMAGES_MAX) errors.idImages = 'idImagesTooMany';
  return errors;
}
