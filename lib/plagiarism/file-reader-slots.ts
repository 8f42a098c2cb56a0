import "server-only";

/**
 * At most this many reading processes (PDF or .docx) at a time: each may take up to 768 MB and a core until it is stopped, and
 * the server has 2 cores. A burst of request attachments waits its turn instead of starting a process each.
 */
export const MAX_FILE_READERS = 2;
/** Files waiting beyond this are not read (each waiting file is held in memory, up to 10 MB from the library). */
export const MAX_FILE_WAITING = 20;

type Slots = { running: number; waiting: (() => void)[] };

/**
 * Kept on globalThis: Next bundles route handlers and server actions separately, and each bundle could hold its own
 * copy of a module-level counter; one server process must share one count.
 */
const KEY = Symbol.for("plagiarism.fileReaderSlots");
const slots = ((globalThis as Record<symbol, Slots | undefined>)[KEY] ??= { running: 0, waiting: [] });

/** Waits for a free slot and returns its release, or null when too many files are already waiting. */
export async function fileReaderSlot(): Promise<(() => void) | null> {
  if (slots.running < MAX_FILE_READERS) slots.running++;
  else if (slots.waiting.length >= MAX_FILE_WAITING) return null;
  // a released slot is handed straight to the first waiting file: `running` stays as it is
  else await new Promise<void>((resolve) => slots.waiting.push(resolve));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = slots.waiting.shift();
    if (next) next();
    else slots.running--;
  };
}

/** How many reading processes run now and how many files wait (for tests and logs). */
export const fileReaderLoad = () => ({ running: slots.running, waiting: slots.waiting.length });
