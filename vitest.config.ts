import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(__dirname),
  // `server-only` throws outside the React server runtime; in tests the modules run as plain Node.
  "server-only": path.resolve(__dirname, "tests/stubs/empty.ts"),
};

const integration = (kind: "pglite" | "postgres") => ({
  resolve: { alias },
  test: {
    name: `integration-${kind}`,
    include: ["tests/integration/**/*.test.ts"],
    env: { TEST_DB_KIND: kind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts", "lib/**/*.test.ts"], testTimeout: 20_000 } },
      integration("pglite"),
      // The PostgreSQL 15 run needs the server that scripts/test-all.sh starts (TEST_PG_URL).
      ...(process.env.TEST_PG_URL ? [integration("postgres")] : []),
    ],
  },
});
