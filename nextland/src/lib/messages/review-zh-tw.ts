import type { reviewEn } from './review-en.js';

export const reviewZhTw: Record<keyof typeof reviewEn, string> = {
  'review.notCompleted': '訂單完成後才能評價',
  'review.windowClosed': '訂單完成 {days} 天後不能再評價',
  'review.already': '這件商品已經評價過了',
  'review.alreadyReplied': '你已經回覆過這則評價',
  'review.photo': '請先上傳圖片',
  'review.duplicatePhoto': '同一張圖片只能出現一次',
  'review.empty': '請填寫內容',
  'msg.reviewReceived.title': '收到新評價',
  'msg.reviewReceived.content': '訂單 {orderNumber} 的買家給「{title}」打了 {rating} 星（滿分 5 星）。',
  'msg.reviewReplied.title': '賣家回覆了你的評價',
  'msg.reviewReplied.content': '賣家回覆了你對「{title}」的評價（訂單 {orderNumber}）。',
};
