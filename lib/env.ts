import path from "node:path";

/** Server configuration read from the environment. One place, so names stay as the README documents them. */
export const env = {
  get dataDir() {
    // a runtime folder, not a build input: without the comment Turbopack traces the whole project (sources, tests,
    // e2e results; dot-folders such as .data were left out) into every server function of a Vercel deployment
    return path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR || ".data");
  },
  get databaseUrl() {
    return process.env.DATABASE_URL || undefined;
  },
  get supabaseUrl() {
    return process.env.SUPABASE_URL || undefined;
  },
  get supabaseServiceRoleKey() {
    return process.env.SUPABASE_SERVICE_ROLE_KEY || undefined;
  },
  get isProduction() {
    return process.env.NODE_ENV === "production" && Boolean(process.env.DATABASE_URL);
  },
  /** Embedded mode: no external database configured, PGlite under DATA_DIR. */
  get isEmbedded() {
    return !process.env.DATABASE_URL;
  },
};
