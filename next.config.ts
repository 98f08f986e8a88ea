import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

/** How long browsers and shared caches keep a shared image (docs/performance.md). */
const SHARED_IMAGE_CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

// Next compiles this file to CommonJS on Node 20 (__dirname is the project); where
// Node loads it natively as a module, the server is started from the project.
const projectDir = typeof __dirname === "string" ? __dirname : process.cwd();

const nextConfig: NextConfig = {
  // PGlite ships a WASM build of PostgreSQL, pino spawns worker threads, and the
  // file conversion uses native image libraries (sharp, @napi-rs/canvas) and
  // pdf.js's worker file: all must be loaded by Node at run time, not bundled.
  // The mails render with react-dom/server (@react-email/render, ADR 0067), which the
  // route handlers' react-server bundle refuses: Node loads those two packages too.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pg",
    "pino",
    "thread-stream",
    "sharp",
    "@napi-rs/canvas",
    "pdfjs-dist",
    "@aws-sdk/client-s3",
    "@react-email/render",
    "@react-email/components",
  ],
  // Rendered pages are kept in PostgreSQL when DATABASE_URL is set, shared by every
  // instance, and in Next's file-system cache otherwise (docs/adr/0018).
  cacheHandler: path.join(projectDir, "server/cache/handler.mjs"),
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // The build is checked by `npm run lint` and `npm run typecheck` before it runs.
  typescript: { ignoreBuildErrors: false },
  // The shop's pictures change only with a release: browsers keep them a day, and the
  // response cache in front of Next (server/runtime) may share them like a prerendered page.
  async headers() {
    return [{ source: "/build/shared-images/:path*", headers: [{ key: "Cache-Control", value: SHARED_IMAGE_CACHE_CONTROL }] }];
  },
};

export default withNextIntl(nextConfig);
