/** Limits of the admin library upload, shared by the form, the route and the action. Browser-safe. */
export const MAX_REFERENCE_BYTES = 10 * 1024 * 1024;
export const REFERENCE_ACCEPT = ".pdf,.docx,.txt,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain";
