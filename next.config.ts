import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // PGlite ships a WASM build of PostgreSQL, pino spawns worker threads, and the
  // file conversion uses native image libraries (sharp, @napi-rs/canvas) and
  // pdf.js's worker file: all must be loaded by Node at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "thread-stream", "sharp", "@napi-rs/canvas", "pdfjs-dist", "@aws-sdk/client-s3"],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // The build is checked by `npm run lint` and `npm run typecheck` before it runs.
  typescript: { ignoreBuildErrors: false },
};

export default withNextIntl(nextConfig);
