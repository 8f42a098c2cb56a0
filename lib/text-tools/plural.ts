/** "1 word", "3 words": a count with its noun (client-safe; the detector's texts and the page's notes share it). */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
