/**
 * A form posted by the browser sends every line break of a textarea as CR LF (HTML's form encoding), while the
 * textarea's maxLength counts it as one character: a message the counter showed as 5,000 / 5,000 reached the server as
 * 5,500 and was refused as too long. Schemas turn CR LF (and a lone CR) back into one LF before counting. Browser-safe.
 */
export const singleLineBreaks = (value: string) => value.replace(/\r\n?/g, "\n");
