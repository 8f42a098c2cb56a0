import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * Import direction (as bulletproof-react enforces it): app → components → lib, never back.
 * lib/ is the server and domain layer and must not know about React components or routes;
 * components/ must not reach into routes.
 */
const importDirection = [
  {
    files: ["lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/app/*", "@/components/*"], message: "lib/ must not import from app/ or components/." }] }],
    },
  },
  {
    files: ["components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["@/app/*"], message: "components/ must not import from app/." }] }],
    },
  },
  {
    files: ["components/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["@/app/*", "@/components/*", "!@/components/ui", "!@/components/ui/*", "@/lib/*", "!@/lib/utils"], message: "ui primitives depend only on each other and lib/utils." }] },
      ],
    },
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  ...importDirection,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Test helpers named use* are not React hooks.
  { files: ["tests/**/*.ts", "e2e/**/*.ts"], rules: { "react-hooks/rules-of-hooks": "off" } },
  { ignores: [".next*/**", "node_modules/**", ".data/**", ".tmp/**", "test-results/**", "next-env.d.ts", "lib/text-tools/detector/data/**"] },
];

export default config;
