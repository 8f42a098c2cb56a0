/**
 * Runs in the browser before the app hydrates (Next's instrumentation-client convention).
 *
 * Zod 4, the first time it builds an object schema, probes whether it may compile fast parsers with `new Function("")`.
 * Our Content-Security-Policy has no 'unsafe-eval', so the browser refuses; zod catches the error and falls back, but
 * the refusal is still a CSP violation that Chrome reports (Lighthouse's "inspector-issues" audit, on every page whose
 * JavaScript builds a zod schema). `jitless` tells zod not to probe (and not to compile, which the policy forbids
 * anyway). Zod reads its configuration from this global object, so setting it here covers every bundle and lazy chunk
 * without loading zod itself.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
