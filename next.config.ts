import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  // PGlite ships a WASM build of PostgreSQL and pino spawns worker threads:
  // both must be loaded by Node at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "thread-stream"],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // The build is checked by `npm run lint` and `npm run typecheck` before it runs.
  typescript: { ignoreBuildErrors: false },
};

export default withNextIntl(nextConfig);
