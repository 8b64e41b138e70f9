// Settlement and payouts (decision 0027 §5): kept beside the main catalogue, which spreads it in.
export const settlementEn = {
  'msg.settlementPaid.title': 'Payout sent',
  'msg.settlementPaid.content':
    '{amount} for {count} settled order(s) was paid to your bank card ending in {card}.',
  'msg.settlementNoCard.title': 'Add a bank card to receive your payouts',
  'msg.settlementNoCard.content':
    '{amount} from settled orders is waiting to be paid out. Add a default bank card in your wallet to receive it.',
  'status.payout.pending': 'being paid out',
  'status.payout.paid': 'paid out',
  'status.payout.failed': 'payout failed',
  'status.ledger.pending': 'incoming',
  'status.ledger.available': 'settled, awaiting payout',
  'status.ledger.settled': 'paid out',
} as const;
