import { boolean, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

/** Goods categories. Names are platform content, so they carry one column per supported locale. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  nameZhCn: varchar('name_zh_cn', { length: 64 }).notNull(),
  nameEn: varchar('name_en', { length: 64 }).notNull(),
  nameZhTw: varchar('name_zh_tw', { length: 64 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  // Goods and works released in such a category wait for an official's approval (decision 0027 §1).
  needsReview: boolean('needs_review').notNull().default(false),
});
