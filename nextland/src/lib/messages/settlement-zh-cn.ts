// 结算与打款（决策 0027 §5）。
export const settlementZhCn = {
  'msg.settlementPaid.title': '结算款已打款',
  'msg.settlementPaid.content': '{count} 笔已结算订单共 {amount} 已打入您尾号 {card} 的银行卡。',
  'msg.settlementNoCard.title': '请添加银行卡以接收结算款',
  'msg.settlementNoCard.content': '您有 {amount} 的已结算货款等待打款，请在钱包中添加默认银行卡后接收。',
  'status.payout.pending': '打款中',
  'status.payout.paid': '已打款',
  'status.payout.failed': '打款失败',
  'status.ledger.pending': '待结算',
  'status.ledger.available': '已结算待打款',
  'status.ledger.settled': '已打款',
};
