import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

/** The generated contract is read through lib/api/contract.ts, which names its shapes (ADR 0025). */
const CONTRACT_FILE_PATTERN = {
  group: ["@/lib/api/contract.gen", "**/contract.gen"],
  message: "Read the API's types from @/lib/api/contract (Schema, Answer).",
};

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [".next/**", ".data/**", ".e2e-data/**", "node_modules/**", "next-env.d.ts", "playwright-report/**", "test-results/**", "server/db/migrations/**"],
  },
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Client code must never reach into the shop API's server modules.
    files: ["components/**", "editor/**", "lib/**", "regions/**", "messages/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/server/*", "**/server/*"], message: "Client and shared code must not import server/." }, CONTRACT_FILE_PATTERN] },
      ],
    },
  },
  {
    // lib/ is the bottom layer: isomorphic code that depends on nothing of ours above it.
    files: ["lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/server/*", "@/app/*", "@/components/*", "@/editor/*", "@/regions", "@/regions/*"],
              message: "lib/ depends on nothing of ours above it.",
            },
          ],
        },
      ],
    },
  },
  {
    // The shop API never depends on the pages or UI that sit on top of it.
    files: ["server/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/app/*", "@/components/*", "@/editor/*"], message: "server/ must not import app/, components/ or editor/." }] },
      ],
    },
  },
  {
    // The one module that reads the generated file.
    files: ["lib/api/contract.ts"],
    rules: { "no-restricted-imports": "off" },
  },
];

export default config;
