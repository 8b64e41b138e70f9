// Auctions after the bidding (decision 0028 §3): deposits, winning, paying and their messages. Kept beside the
// main catalogue, which spreads it in.
export const auctionEn = {
  'auction.noDepositNeeded': 'This lot asks no deposit',
  'auction.depositHeld': 'Your deposit for this lot is already held',
  'auction.depositRequired': 'Pay the deposit of {deposit} before bidding on this lot',
  'auction.paymentOverdue': 'The time to pay for this lot has passed',
  'auction.notWon': 'This lot is not waiting for your payment',
  'auction.noSecondChance':
    'A second chance can be offered only after a winner did not pay and another bidder exists',
  'msg.auctionOutbid.title': 'You have been outbid',
  'msg.auctionOutbid.content': 'Someone bid more on “{title}”: the price is now {price}.',
  'msg.auctionWon.title': 'You won a lot',
  'msg.auctionWon.content': 'You won “{title}” at {price}. Please confirm and pay before {deadline}.',
  'msg.auctionLost.title': 'The auction has ended',
  'msg.auctionLost.content': '“{title}” went to another bidder at {price}. Any deposit you paid is refunded.',
  'msg.auctionSold.title': 'Your lot sold',
  'msg.auctionSold.content': '“{title}” sold at {price}; the winner has until {deadline} to pay.',
  'msg.auctionUnsold.title': 'Your lot did not sell',
  'msg.auctionUnsold.content': '“{title}” ended without a buyer. You may release it again.',
  'msg.auctionPaymentDue.title': 'Pay for your lot soon',
  'msg.auctionPaymentDue.content':
    'Pay {price} for “{title}” before {deadline}, or the win lapses and the deposit is forfeited.',
  'msg.auctionSecondChance.title': 'A second chance at a lot',
  'msg.auctionSecondChance.content':
    'The winner of “{title}” did not pay. It is yours at {price} if you pay before {deadline}.',
  'status.lot.notStarted': 'not started',
  'status.lot.bidding': 'bidding',
  'status.lot.wonAwaitingPayment': 'won, awaiting payment',
  'status.lot.completed': 'completed',
  'status.lot.unsold': 'unsold',
  'status.deposit.awaitingPayment': 'awaiting payment',
  'status.deposit.held': 'held',
  'status.deposit.released': 'returned',
  'status.deposit.forfeited': 'forfeited',
  'status.deposit.applied': 'applied to the order',
} as const;
