// 拍賣成交之後（決策 0028 §3）：保證金、得標、付款及其訊息。主目錄展開引入。
export const auctionZhTw = {
  'auction.noDepositNeeded': '該拍品無需保證金',
  'auction.depositHeld': '您已繳納該拍品的保證金',
  'auction.depositRequired': '請先繳納保證金 {deposit} 再對該拍品出價',
  'auction.paymentOverdue': '該拍品的付款期限已過',
  'auction.notWon': '該拍品不在等待您付款',
  'auction.noSecondChance': '僅在得標者未付款且有其他出價人時才能提供第二次機會',
  'msg.auctionOutbid.title': '您的出價已被超過',
  'msg.auctionOutbid.content': '有人對「{title}」出了更高的價，目前價格 {price}。',
  'msg.auctionWon.title': '恭喜得標',
  'msg.auctionWon.content': '您以 {price} 標得「{title}」，請在 {deadline} 前確認並付款。',
  'msg.auctionLost.title': '拍賣已結束',
  'msg.auctionLost.content': '「{title}」已由其他出價人以 {price} 標得，您繳納的保證金將退還。',
  'msg.auctionSold.title': '您的拍品已成交',
  'msg.auctionSold.content': '「{title}」以 {price} 成交，得標者須在 {deadline} 前付款。',
  'msg.auctionUnsold.title': '您的拍品未成交',
  'msg.auctionUnsold.content': '「{title}」已結束且未成交，您可以重新刊登。',
  'msg.auctionPaymentDue.title': '請盡快為拍品付款',
  'msg.auctionPaymentDue.content': '請在 {deadline} 前為「{title}」支付 {price}，逾期得標失效且保證金不退。',
  'msg.auctionSecondChance.title': '拍品的第二次機會',
  'msg.auctionSecondChance.content':
    '「{title}」的得標者未付款。若您在 {deadline} 前付款，即可以 {price} 取得。',
} as const;
