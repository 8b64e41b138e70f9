import type { reviewEn } from './review-en.js';

export const reviewZhCn: Record<keyof typeof reviewEn, string> = {
  'review.notCompleted': '订单完成后才能评价',
  'review.windowClosed': '订单完成 {days} 天后不能再评价',
  'review.already': '这件商品已经评价过了',
  'review.alreadyReplied': '你已经回复过这条评价',
  'review.photo': '请先上传图片',
  'review.duplicatePhoto': '同一张图片只能出现一次',
  'review.empty': '请填写内容',
  'msg.reviewReceived.title': '收到新评价',
  'msg.reviewReceived.content': '订单 {orderNumber} 的买家给「{title}」打了 {rating} 星（满分 5 星）。',
  'msg.reviewReplied.title': '卖家回复了你的评价',
  'msg.reviewReplied.content': '卖家回复了你对「{title}」的评价（订单 {orderNumber}）。',
};
