// Stored files may later be user uploads (SVG can carry script): never let them run anything. Every route
// that serves stored bytes (public files, public uploads, private identity documents) sends this policy.
export const FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
