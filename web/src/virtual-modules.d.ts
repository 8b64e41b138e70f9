/** build/message-chunks-plugin.ts: the client chunk of each message module, for modulepreload (server only). */
declare module 'virtual:nextland/message-chunks' {
  const chunks: Record<string, string>;
  export default chunks;
}
