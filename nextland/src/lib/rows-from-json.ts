// Rows that came back as JSON (`row_to_json`, `json_agg`) from a statement that writes several tables at once,
// made into the rows a query on the table would answer: keys by column name, values through each column's own
// decoding (timestamps become Dates, bigint numbers stay numbers).
import { getTableColumns, type Table } from 'drizzle-orm';

type JsonRow = Record<string, unknown>;

export function rowFromJson<T extends Table>(table: T, json: JsonRow): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

export const rowsFromJson = <T extends Table>(table: T, json: JsonRow[] | null): T['$inferSelect'][] =>
  (json ?? []).map((row) => rowFromJson(table, row));
