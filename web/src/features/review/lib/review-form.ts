import { reviewPhotos, reviewRating, reviewReply, reviewText } from '@nextland/rules';
import { z } from 'zod';

/** The buyer's review form: nextland's own rules for the same fields (review/validators.ts, decision 0014). */
export const reviewSchema = z.object({
  // 0 is "nothing chosen yet": asked for in words rather than as a number out of range.
  rating: z.number().min(1, { error: 'reviews:form.ratingRequired' }).pipe(reviewRating),
  text: reviewText,
  photos: reviewPhotos,
});

/** The fields a server error may name; anything else (a photo, a conflict) becomes the form's message. */
export const REVIEW_FIELDS = ['rating', 'text'] as const;

export const replySchema = z.object({ text: reviewReply });
export const REPLY_FIELDS = ['text'] as const;
