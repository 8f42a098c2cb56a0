/**
 * Frequent English words that may open a sentence without being a name. A capitalised word at the start of a sentence
 * is treated as a possible name (and protected) unless it is listed here or in the synonym tables: protecting too much
 * only means fewer changes, protecting too little could change a name.
 */
export const COMMON_OPENERS = new Set(
  `a an the this that these those it its it's they their them there here he she his her we our us you your i my me
  one some many most much more few several each every all both either neither no not none any another such other
  in on at by for from with without within into onto of to as about above after against along among around before
  behind below beneath beside besides between beyond despite during except inside near off over since through
  throughout toward towards under until upon via while when where whereas whether which who whom whose why how what
  if unless although though because so yet but and or nor then thus hence therefore however moreover furthermore
  additionally also still instead meanwhile otherwise indeed overall finally first second third firstly secondly thirdly
  lastly next later today now often sometimes usually perhaps maybe once again even just only already always never
  similarly likewise consequently subsequently ultimately notably importantly essentially interestingly crucially
  specifically generally typically clearly obviously unfortunately fortunately surprisingly accordingly nevertheless
  nonetheless regardless altogether eventually initially originally recently currently previously together
  given based according due being having while whilst upon let imagine consider note remember think
  is are was were be been has have had do does did can could will would shall should may might must
  after yes well oh so as in conclusion summary short sum`.split(/\s+/).filter(Boolean),
);

/**
 * (review leftovers) An instruction to the reader: an imperative of a request (REQUEST in text-utils.ts) or "you must /
 * should / need to ...", "applicants must ...". It takes "But" or no opener, never "Yet" ("Yes. Yet you must do so
 * within 24 hours" reads as a sermon's turn).
 */
export const INSTRUCTION = /^(?:you|applicants|candidates|students|pupils|parents|members|visitors|guests|staff|employees|customers|users|participants|residents|everyone|all\s(?:\w+\s)?\w+)\s(?:still\s|also\s|then\s|first\s)?(?:must|should|need\sto|have\sto|will\sneed\sto|are\srequired\sto|are\sexpected\sto|may\snot|cannot|can't)\b/i;
