import { creatorField, creatorIntro, LIMITS } from '@nextland/rules';
import { z } from 'zod';
import type { CreatorData } from './application-data.js';
import { linkValid, normalizeLink, PORTFOLIO_MAX_LINKS } from './portfolio-links.js';

export const ID_IMAGES_MAX = 4;
export const CREATOR_FIELD_MAX = LIMITS.creatorField;
export const CREATOR_INTRO_MAX = LIMITS.creatorIntro;

/** One editable portfolio row: blank rows are dropped, a bare `example.com/works` gains https. */
const portfolioRow = z.object({
  url: z
    .string()
    .transform(normalizeLink)
    .refine((link) => link === '' || linkValid(link), { error: 'verification:creatorForm.linkInvalid' }),
});

/**
 * nextland's `creatorBody` (the same rules for the texts; links and images as nextland checks them). The
 * form edits links as rows (`{ url }`, so react-hook-form's field array can key them); the output is the
 * list of links that is sent.
 */
export const creatorSchema = z.object({
  field: creatorField,
  intro: creatorIntro,
  portfolio: z
    .array(portfolioRow)
    .transform((rows) => rows.map((row) => row.url).filter((link) => link !== ''))
    .pipe(z.array(z.string()).max(PORTFOLIO_MAX_LINKS)),
  idImages: z.array(z.string()).min(1, { error: 'verification:errors.idImagesRequired' }).max(ID_IMAGES_MAX),
});

export type CreatorInput = z.input<typeof creatorSchema>;

/** The fields the server may name; `portfolio.2` and `idImages.0` land on their list. */
export const CREATOR_FIELDS = ['field', 'intro', 'portfolio', 'idImages'] as const;

/** Steps 1–3 each own some fields; step 4 is the review. Errors send the user to the step of their field. */
export const CREATOR_STEPS = [['field', 'intro'], ['portfolio'], ['idImages']] as const;

/** A new application, or the rejected one's answers; always at least one (empty) link row. */
export function creatorDefaults(previous: CreatorData | null): CreatorInput {
  const links = previous?.portfolio ?? [];
  return {
    field: previous?.field ?? '',
    intro: previous?.intro ?? '',
    portfolio: (links.length > 0 ? links : ['']).map((url) => ({ url })),
    idImages: previous?.idImages ?? [],
  };
}
