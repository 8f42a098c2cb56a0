/**
 * What the rewrite has written so far in the whole text, so that replacements do not bring one word back again and
 * again far apart (a news story's "expressed concern ... raised fears ... articulated" all became "voiced"). A word
 * the text already holds is a replacement's second choice, and one it holds twice or more is not used, unless it
 * replaces the same original word as before: a term rewritten the same way everywhere is consistency, not repetition.
 */
/**
 * (twenty-fifth session) allInAll: a sentence written so far opens with
 * "All in all" (a summing-up opener said once per text); written: the units written so far (rows that read the whole
 * text before them: `notInText`, "gotten")
 */
export type TextMemory = { counts: Map<string, number>; source: Map<string, string>; allInAll?: boolean; written?: string[] };
/** One replacement made by the Lexical stage: the replacement's head word and the original's lookup key. */
export type Made = [head: string, key: string];

export const newMemory = (): TextMemory => ({ counts: new Map(), source: new Map() });

/** The longest word of a replacement ("look into" -> "look"): the word a reader notices repeated. */
export const headWord = (rep: string) => rep.split(" ").reduce((a, b) => (b.length > a.length ? b : a), "").toLowerCase();

/** 0: fresh (or the same original again), 1: already written once, 2: written twice or more. Short words never count. */
export function repeatCost(memory: TextMemory, rep: string, key: string): 0 | 1 | 2 {
  const head = headWord(rep);
  if (head.length < 4 || memory.source.get(head) === key) return 0;
  const n = memory.counts.get(head) ?? 0;
  return n === 0 ? 0 : n === 1 ? 1 : 2;
}

/** Adds a chosen rewrite's words and the replacements it made to the memory. */
export function remember(memory: TextMemory, text: string, made: readonly Made[]): void {
  for (const w of text.toLowerCase().match(/[a-z][a-z'’-]*/g) ?? []) memory.counts.set(w, (memory.counts.get(w) ?? 0) + 1);
  for (const [head, key] of made) if (!memory.source.has(head)) memory.source.set(head, key);
  if (/(?:^|[.!?:]\s+|\n\s*)All in all\b/.test(text)) memory.allInAll = true;
  (memory.written ??= []).push(text);
}

// The writer speaks as one person ("I argue", "my research"): "This paper examines" must not become "We examine".
// "I" only before a lower-case word or as a contraction, so "Phase I", "Type I error" and "World War I" do not count;
// not "mine" (a gold mine).
const SINGULAR_I = /(?<![\w'’.-])(?<!\b(?:Phase|Type|Class|War|Grade|Stage|Part|Chapter|Level|Title|Schedule|Section|Article|Act|Volume|Book|Form|Table|Figure|Appendix|Tier|Category|Division|Unit|Paper|Question|Model)\s)I(?:['’](?:m|ve|d|ll)(?!\w)|\s+[a-z])/;
const SINGULAR_WORDS = /(?<![\w'’-])(?:[Mm]y|[Mm]e|[Mm]yself)(?![\w'’-])/;
export const writesAsOnePerson = (text: string) => SINGULAR_I.test(text) || SINGULAR_WORDS.test(text);
