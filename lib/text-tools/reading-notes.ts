/**
 * Detector recommendations that say how far the score can be trusted at all (a text too short, or not English).
 * Client-safe (no models imported): the results card repeats them on its Overview, beside the score they qualify,
 * since a reader who never opens Recommendations would otherwise take "69%" for a one-word text at face value.
 */
import { plural } from "./plural";

export const NOT_ENGLISH_NOTE =
  "Much of this text does not read as English. The detectors were built for English writing, so these scores say little about it.";

const SHORT_TEXT_OPENING = "The text has only ";

export const shortTextNote = (words: number) => `${SHORT_TEXT_OPENING}${plural(words, "word", "words")}; add more (150 or more) for a reliable result.`;

export const isReadingNote = (recommendation: string) => recommendation === NOT_ENGLISH_NOTE || recommendation.startsWith(SHORT_TEXT_OPENING);
