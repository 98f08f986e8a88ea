import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

// Next compiles this file to CommonJS on Node 20 (__dirname is the project); where
// Node loads it natively as a module, the server is started from the project.
const projectDir = typeof __dirname === "string" ? __dirname : process.cwd();

const nextConfig: NextConfig = {
  // PGlite ships a WASM build of PostgreSQL, pino spawns worker threads, and the
  // file conversion uses native image libraries (sharp, @napi-rs/canvas) and
  // pdf.js's worker file: all must be loaded by Node at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "thread-stream", "sharp", "@napi-rs/canvas", "pdfjs-dist", "@aws-sdk/client-s3"],
  // Rendered pages are kept in PostgreSQL when DATABASE_URL is set, shared by every
  // instance, and in Next's file-system cache otherwise (docs/adr/0018).
  cacheHandler: path.join(projectDir, "server/cache/handler.mjs"),
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // The build is checked by `npm run lint` and `npm run typecheck` before it runs.
  typescript: { ignoreBuildErrors: false },
};

export default withNextIntl(nextConfig);
