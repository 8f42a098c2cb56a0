import winkNLP, { type WinkMethods } from "wink-nlp";
import model from "wink-eng-lite-web-model";
import { ABBREVIATIONS } from "../segment";

/**
 * wink-nlp adds every token it has not met before to its lexicon, for the life of the instance, and its tokenizer
 * asks that lexicon whether a piece is a known word. Two consequences for a long-running server: memory grew by about
 * 155 bytes per new token (124 MB after 800,000 unseen tokens, which a public route lets anyone send), and a text was
 * read differently once the process had met its words elsewhere ("student's" first split as "student 's", then kept
 * whole as a name; "U.S." the other way round): its score depended on what the server had read before (26 of 1,500
 * training texts read a second time in one process). So the tokenizer is shown only the model's own lexicon plus the
 * dotted abbreviations the shared segmenter knows (read once, at build), the tokens added since stay where the tagger
 * needs them, and the instance is rebuilt (90-120 ms) after TAGGER_CHAR_BUDGET characters to bound the memory.
 */
export const TAGGER_CHAR_BUDGET = 1_000_000;
const WARM_UP = [...ABBREVIATIONS]
  .flatMap((a) => [`${a}.`, `${a[0]!.toUpperCase()}${a.slice(1)}.`, `${a.toUpperCase()}.`])
  .join(" ");
type Lexicon = { hash: Record<string, number | undefined>; index: number };

// The model's loader of this part re-encodes its own previous result on every call (`machines = JSON.stringify(machines)`):
// the string grows with each instance until one is refused ("Invalid string length"). Loaded once, shared.
const modelLoaders = model as unknown as { metaCER: () => unknown };
let metaCerModel: unknown;
const metaCER = () => (metaCerModel ??= modelLoaders.metaCER());

/** readDoc of a wink-nlp instance whose tokenizer knows the model's lexicon, the warm-up and this document's tokens only. */
export function historyFreeReader(): { read: (text: string) => ReturnType<WinkMethods["readDoc"]>; its: WinkMethods["its"] } {
  let lexicon: Lexicon | undefined;
  const core = () => {
    const m = (model as unknown as { core: () => { features: { lexeme: Lexicon } } }).core();
    lexicon = m.features.lexeme;
    return m;
  };
  const instance = winkNLP({ ...(model as object), core, metaCER } as unknown as typeof model, ["sbd", "pos"]);
  instance.readDoc(WARM_UP);
  // The cache keeps the table it was built with for its lookups (the tokenizer's "is it a word?"): from here on it
  // holds the model's words, the warm-up's and this document's. Additions go through lexicon.hash, now a view of that
  // table and of every token added since (`added`), so a token met again in a later document keeps its index and
  // features; what they show the lookups for this document is taken back before the next.
  const visible = lexicon!.hash;
  const added: Lexicon["hash"] = Object.create(null);
  const shown: string[] = [];
  const show = (key: string, i: number) => {
    visible[key] = i;
    shown.push(key);
  };
  lexicon!.hash = new Proxy(visible, {
    get: (table, key: string) => {
      const known = table[key];
      if (known !== undefined) return known;
      const i = added[key];
      if (i !== undefined) show(key, i);
      return i;
    },
    set: (_table, key: string, i: number) => {
      added[key] = i;
      show(key, i);
      return true;
    },
  });
  const read = (text: string) => {
    for (const key of shown) delete visible[key];
    shown.length = 0;
    return instance.readDoc(text);
  };
  return { read, its: instance.its };
}

let reader: ReturnType<typeof historyFreeReader> | undefined;
let charsRead = 0;

/** The shared tagger, built on first use (not at import) and rebuilt after TAGGER_CHAR_BUDGET characters. */
export function tagger(chars: number) {
  if (!reader || charsRead + chars > TAGGER_CHAR_BUDGET) {
    reader = historyFreeReader();
    charsRead = 0;
  }
  charsRead += chars;
  return reader;
}
