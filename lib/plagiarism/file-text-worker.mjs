/**
 * Reads the text of one PDF or .docx in a process of its own, started by file-text-process.ts (`node
 * file-text-worker.mjs pdf|docx MAX_CHARS`): stdin carries the file's bytes, already measured by the checks of
 * extract-text.ts; stdout gets its text (UTF-8, NUL characters dropped, at most MAX_CHARS characters); exit code 3
 * when the file cannot be read.
 *
 * Why a process: pdf.js decodes a stream again at every read, so a stream shared by many pages (or a form drawn many
 * times) costs what no pre-check measured; mammoth builds a tree of the whole document, so a 30 KB .docx of a million
 * empty paragraphs (10 MB of XML, within the inflation limit) took 10 s and 1.7 GB, and a 262 KB one ran the server
 * out of heap after 64 s. Both run synchronously, so inside the server no timer could stop them. Here the server kills
 * the process past a time and a memory limit, and its own thread keeps answering meanwhile.
 *
 * Plain JavaScript, never imported: Next does not bundle it, node runs it as it is from the project's source tree
 * (it resolves `unpdf` and `mammoth` from the project's node_modules).
 */
const [kind, maxArg] = process.argv.slice(2);
const maxChars = Number(maxArg) || 1_000_000;
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const bytes = Buffer.concat(chunks);

async function readPdf() {
  const { extractText, getDocumentProxy } = await import("unpdf");
  // the same calls as the in-process reading before (mergePages joins the pages with a line break)
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text;
}

async function readDocx() {
  const mammoth = (await import("mammoth")).default;
  return (await mammoth.extractRawText({ buffer: bytes })).value;
}

let text;
try {
  if (kind === "pdf") text = await readPdf();
  else if (kind === "docx") text = await readDocx();
  else throw new Error(`unknown kind ${kind}`);
} catch (error) {
  process.stderr.write(`${kind}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(3);
}
// cut here so that a file with hundreds of megabytes of text does not send them all through the pipe
process.stdout.write(text.replace(/\u0000/g, "").slice(0, maxChars), () => process.exit(0));
