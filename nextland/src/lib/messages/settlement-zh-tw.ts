// 結算與撥款（決策 0027 §5）。
export const settlementZhTw = {
  'msg.settlementPaid.title': '結算款已撥款',
  'msg.settlementPaid.content': '{count} 筆已結算訂單共 {amount} 已撥入您尾號 {card} 的銀行卡。',
  'msg.settlementNoCard.title': '請新增銀行卡以接收結算款',
  'msg.settlementNoCard.content': '您有 {amount} 的已結算貨款等待撥款，請在錢包中新增預設銀行卡後接收。',
  'status.payout.pending': '撥款中',
  'status.payout.paid': '已撥款',
  'status.payout.failed': '撥款失敗',
  'status.ledger.pending': '待結算',
  'status.ledger.available': '已結算待撥款',
  'status.ledger.settled': '已撥款',
};
