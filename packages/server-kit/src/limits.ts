/**
 * The largest GraphQL request body, in bytes. The BFF refuses a larger one (its Fastify `bodyLimit`), and the web
 * refuses it first, before relaying a byte: relayed, the BFF's early refusal closed the connection under the body
 * still being streamed up, and the browser saw a 502 instead of the 413 (issue 25). One number, so the two cannot
 * drift apart. GraphQL documents are small; 100 KB leaves room for large variables and refuses floods early.
 */
export const GRAPHQL_BODY_LIMIT = 100 * 1024;
