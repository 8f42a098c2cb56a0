/**
 * Reads the text of one PDF in a process of its own, started by pdf-text-process.ts (`node pdf-text-worker.mjs
 * MAX_CHARS`): stdin carries the PDF's bytes, already measured and made safe by checkPdfStreams; stdout gets its text
 * (UTF-8, NUL characters dropped, at most MAX_CHARS characters); exit code 3 when pdf.js cannot read the file.
 *
 * Why a process: pdf.js decodes a stream again at every read, so a stream shared by many pages (or a form drawn many
 * times) costs what no pre-check measured, and it runs synchronously, so inside the server no timer could stop it.
 * Here the server kills it past a time and a memory limit, and its own thread keeps answering meanwhile.
 *
 * Plain JavaScript, never imported: Next does not bundle it, node runs it as it is from the project's source tree
 * (it resolves `unpdf` from the project's node_modules).
 */
import { extractText, getDocumentProxy } from "unpdf";

const maxChars = Number(process.argv[2]) || 1_000_000;
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);

let text;
try {
  // the same calls as the in-process reading before (mergePages joins the pages with a line break)
  const pdf = await getDocumentProxy(new Uint8Array(Buffer.concat(chunks)));
  ({ text } = await extractText(pdf, { mergePages: true }));
} catch (error) {
  process.stderr.write(`pdf.js: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(3);
}
// cut here so that a file with hundreds of megabytes of text does not send them all through the pipe
process.stdout.write(text.replace(/\u0000/g, "").slice(0, maxChars), () => process.exit(0));
