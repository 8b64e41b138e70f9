// Ratings and reviews (decision 0027 §4): kept beside the main catalogue, which spreads it in.
export const reviewEn = {
  'review.notCompleted': 'Only items of a completed order can be reviewed',
  'review.windowClosed': 'Reviews close {days} days after the order is completed',
  'review.already': 'This item has already been reviewed',
  'review.alreadyReplied': 'You have already replied to this review',
  'review.photo': 'Upload the photo first',
  'review.duplicatePhoto': 'Each photo may appear once',
  'review.empty': 'Write something',
  'msg.reviewReceived.title': 'New review',
  'msg.reviewReceived.content': 'The buyer of order {orderNumber} rated “{title}” {rating} of 5.',
  'msg.reviewReplied.title': 'The seller replied',
  'msg.reviewReplied.content': 'The seller replied to your review of “{title}” (order {orderNumber}).',
} as const;
