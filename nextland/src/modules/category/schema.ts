import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

/** Goods categories. Names are platform content, so they carry one column per supported locale. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  nameZhCn: varchar('name_zh_cn', { length: 64 }).notNull(),
  nameEn: varchar('name_en', { length: 64 }).notNull(),
  nameZhTw: varchar('name_zh_tw', { length: 64 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
