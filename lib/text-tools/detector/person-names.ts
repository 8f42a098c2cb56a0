/**
 * First names that language models give their characters ("Sarah", "Lily", "Amara"), found in the antislop list. A
 * person's real name is no evidence about who wrote a text, and several are common in Ghana (Adwoa, Amina, Aisha,
 * Fatima, Jamal): an essay about friends named Fatima and Aisha scored 62 where the same essay with Mariam and Zenabu
 * scored 7. The names are left out of the marker lists (lexical.ts) and out of the word-pair model's features
 * (ngram-classifier.ts); invented place names ("Bakersville") and every other word stay.
 */
export const PERSON_NAMES = new Set(
  `hiroshi marianne maya mia sarah lykos yumi timmy minji mwanga amelia amira jenkin marla lily amara adwoa samir abernathy
  ravi jamie emily élise alex wambui eadric jake aldric jamal johann amina makena maria anika eliab zara naledi clara ayla
  arben freydis claudette meera alexei ramesh jaspreet fatima lila aisha`.split(/\s+/),
);
