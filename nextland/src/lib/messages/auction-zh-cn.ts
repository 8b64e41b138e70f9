// 拍卖成交之后（决策 0028 §3）：保证金、中标、付款及其消息。主目录展开引入。
export const auctionZhCn = {
  'auction.noDepositNeeded': '该拍品无需保证金',
  'auction.depositHeld': '您已缴纳该拍品的保证金',
  'auction.depositRequired': '请先缴纳保证金 {deposit} 再对该拍品出价',
  'auction.paymentOverdue': '该拍品的付款期限已过',
  'auction.notWon': '该拍品不在等待您付款',
  'auction.noSecondChance': '仅在中标者未付款且有其他出价人时才能提供第二次机会',
  'msg.auctionOutbid.title': '您的出价已被超过',
  'msg.auctionOutbid.content': '有人对“{title}”出了更高的价，当前价 {price}。',
  'msg.auctionWon.title': '恭喜中标',
  'msg.auctionWon.content': '您以 {price} 拍得“{title}”，请在 {deadline} 前确认并付款。',
  'msg.auctionLost.title': '拍卖已结束',
  'msg.auctionLost.content': '“{title}”已由其他出价人以 {price} 拍得，您缴纳的保证金将退还。',
  'msg.auctionSold.title': '您的拍品已成交',
  'msg.auctionSold.content': '“{title}”以 {price} 成交，中标者须在 {deadline} 前付款。',
  'msg.auctionUnsold.title': '您的拍品未成交',
  'msg.auctionUnsold.content': '“{title}”已结束且未成交，您可以重新发布。',
  'msg.auctionPaymentDue.title': '请尽快为拍品付款',
  'msg.auctionPaymentDue.content': '请在 {deadline} 前为“{title}”支付 {price}，逾期中标失效且保证金不退。',
  'msg.auctionSecondChance.title': '拍品的第二次机会',
  'msg.auctionSecondChance.content':
    '“{title}”的中标者未付款。若您在 {deadline} 前付款，即可以 {price} 获得。',
} as const;
