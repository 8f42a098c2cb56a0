/**
 * Fourth part of the curated table: the stock phrases of announcement posts and thank-you notes ("I'm thrilled to
 * announce", "humbled and honoured", "incredibly grateful"), which the copy-editing review of round 12 found left
 * untouched in social posts. "excited" is on the antislop list and "announce" on Kobak et al.'s excess-style list
 * (../shared/data/llm-markers.json); each row names the whole phrase, so "excited" and "thrilled" elsewhere ("the
 * children were thrilled") keep their words. Marker changes: most of them fire at light already.
 */
import { rowWriters, type Row } from "./lexicon-row";

const { word } = rowWriters("marker", {});

export const SOCIAL_ROWS: Row[] = [
  word("thrilled_to_announce excited_to_announce delighted_to_announce", ["happy_to_share happy_to_share happy_to_share", "glad_to_share glad_to_share glad_to_share"]),
  word("thrilled_to_share excited_to_share", ["happy_to_share happy_to_share", "glad_to_share glad_to_share"]),
  word("beyond_excited beyond_thrilled", ["really_excited really_pleased"]),
  // the writer's feeling, the same in both orders; "honored" follows the text's spelling (spelling.ts)
  word("humbled_and_honored humbled_and_honoured honored_and_humbled honoured_and_humbled", ["deeply_honored deeply_honoured deeply_honored deeply_honoured"]),
  word("incredibly_grateful incredibly_proud incredibly_thankful incredibly_blessed", ["very_grateful very_proud very_thankful truly_blessed"]),
  // "a game-changer for farmers": a noun for a change that matters, not slang for it
  word("game-changer game-changers game_changer game_changers", ["turning_point turning_points turning_point turning_points"], { onlyAfter: /\b(?:a|the|real|true|total|complete|major|big|huge|potential|such|another|been|be|is|are|was|were)\s$/i }),
];
