import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const root = path.dirname(new URL(import.meta.url).pathname);
const shared = {
  resolve: {
    alias: {
      "@": root,
      "server-only": path.join(root, "test/server-only-stub.ts"),
    },
  },
};

/**
 * Three projects: 'unit' (pure logic in Node), 'components' (React in jsdom) and
 * 'db' (integration tests against a real database: PGlite in memory by default,
 * PostgreSQL when DATABASE_URL is set; each test file gets its own database).
 */
export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent", PASSWORD_HASH_COST: "low" },
    projects: [
      {
        ...shared,
        plugins: [react()],
        test: {
          name: "unit",
          environment: "node",
          include: ["**/*.test.ts"],
          exclude: ["**/*.db.test.ts", "node_modules/**", "e2e/**", ".next/**"],
        },
      },
      {
        ...shared,
        plugins: [react()],
        test: {
          name: "components",
          environment: "jsdom",
          include: ["**/*.test.tsx"],
          exclude: ["node_modules/**", "e2e/**", ".next/**"],
          setupFiles: ["test/setup-dom.ts"],
          // The editor's tests render the whole shell with its canvas; on a loaded
          // two-core machine one can take longer than the default five seconds.
          testTimeout: 15_000,
        },
      },
      {
        ...shared,
        test: {
          name: "db",
          environment: "node",
          include: ["**/*.db.test.ts"],
          exclude: ["node_modules/**", ".next/**"],
          setupFiles: ["test/setup-db.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
