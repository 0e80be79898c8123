/**
 * Messages the minds should not deliberate over (issue 29 §2): gibberish, a lone emoji or symbol,
 * a language other than English, and instructions to reveal the system's rules, secrets or
 * credentials. Each gets one short, plain line (app/content/minds-lines.ts), not three paragraphs.
 * Pure: the message's own characters and a few word lists.
 */

export type OddLanguage = "es" | "fr" | "de" | "it" | "pt" | "nl" | "other";
export type OddInput = { kind: "empty" } | { kind: "symbols" } | { kind: "gibberish" } | { kind: "injection" } | { kind: "language"; language: OddLanguage };

const PICTOGRAPHS = /^[\p{Extended_Pictographic}\p{Emoji_Component}\p{P}\p{S}\s\d]*$/u;

/**
 * Function words by language: a message whose words are mostly one language's, with almost no
 * English ones, is in that language. (Short lists of the most frequent words suffice: they are most
 * of any sentence.)
 */
const FUNCTION_WORDS: Record<Exclude<OddLanguage, "other">, ReadonlySet<string>> = {
  es: new Set("el la los las un una unos unas de del y o que en es son está están por para con sin como qué cómo cuál cuándo dónde por qué porque mi mis tu tus su sus yo tú usted nosotros ellos hay muy más pero también puedo puede quiero debo tengo hola gracias buenos buenas días noches cuánto cuántos se lo le al este esta esto ese esa eso".split(" ")),
  fr: new Set("le la les un une des de du et ou que qui en est sont pour avec sans comme quoi comment quel quelle quand où pourquoi parce mon ma mes ton ta tes son sa ses je tu vous nous ils elles il elle y a très plus mais aussi peux peut veux dois bonjour merci au aux ce cet cette ces ne pas suis êtes c'est qu'est-ce est-ce".split(" ")),
  de: new Set("der die das ein eine einen dem den des und oder dass in ist sind für mit ohne wie was wer wann wo warum weil mein meine dein deine sein seine ich du sie wir ihr es gibt sehr mehr aber auch kann können will muss hallo danke guten tag nicht zu im am vom zum zur bin bist habe hast hat".split(" ")),
  it: new Set("il lo la i gli le un una di del della e o che in è sono per con senza come cosa quando dove perché mio mia tuo tua io tu noi voi loro molto più ma anche posso può voglio devo ciao grazie buongiorno non".split(" ")),
  pt: new Set("o a os as um uma de do da dos das e ou que em é são para com sem como quê quando onde porque meu minha teu tua eu tu você nós eles muito mais mas também posso pode quero devo olá obrigado obrigada não".split(" ")),
  nl: new Set("de het een van en of dat in is zijn voor met zonder hoe wat wie wanneer waar waarom omdat mijn jouw ik jij wij zij er zeer meer maar ook kan kunnen wil moet hallo dank bedankt niet".split(" ")),
};
const ENGLISH = new Set(
  "the a an of and or that in is are for with without how what who when where why because my your i you we they he she it there very more but also can could will would should want need do does did have has had hello hi thanks please to be been this these those on at by from not no yes me us them our their was were am if so about which one".split(
    " ",
  ),
);

const INJECTION = [
  /\b(?:ignore|disregard|forget|override|bypass)\b.{0,30}\b(?:previous|prior|above|earlier|all|your|the|any)\b.{0,20}\b(?:instructions?|rules|prompts?|guidelines|directives|programming)\b/i,
  /\b(?:reveal|show|print|tell|give|display|output|repeat|leak|dump|list|what (?:is|are))\b.{0,30}\b(?:system prompt|initial prompt|hidden prompt|your prompt|your instructions|your rules|internal rules|secret rules|api[ _-]?keys?|secrets?|passwords?|credentials|tokens?|env(?:ironment)? variables|session secret|private keys?|\.env)\b/i,
  /\b(?:you are now|act as|pretend to be|from now on you are)\b.{0,30}\b(?:dan|jailbroken|unrestricted|unfiltered|developer mode|an ai without)\b/i,
  /\b(?:developer mode|jailbreak|dan mode|god mode)\b/i,
  /\b(?:cat|type|print)\s+(?:\/etc\/passwd|\.env|~\/\.ssh)\b/i,
];

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}']+/gu) ?? [];

/** A token that could be a word: has a vowel, no run of five consonants, no letter three times in a row. */
function wordLike(word: string): boolean {
  const w = word.toLowerCase();
  if (w.length <= 3) return /[aeiouyäöüéèêáíóúàâîôûœæøå]/.test(w) || /^(?:hm+|mm+|shh|brr|psst|tv|pc|ok)$/.test(w);
  if (!/[aeiouyäöüéèêáíóúàâîôûœæøå]/.test(w)) return false;
  if (/(.)\1\1/.test(w)) return false;
  if (/[bcdfghjklmnpqrstvwxz]{5,}/.test(w)) return false;
  return true;
}

const KEYBOARD_MASH = /(?:qwert|werty|asdf|sdfg|dfgh|fghj|ghjk|hjkl|zxcv|xcvb|cvbn|vbnm|qazw|wsx|edc|jkjk|lkjh|poiu|oiuy|mnbv)/i;

/** What kind of odd message this is, or null for a message the minds should read. */
export function readOddInput(text: string): OddInput | null {
  const t = text.normalize("NFKC").trim();
  if (!t) return { kind: "empty" };
  if (PICTOGRAPHS.test(t)) return { kind: "symbols" };
  if (INJECTION.some((re) => re.test(t))) return { kind: "injection" };

  // Scripts English never uses: the minds answer in English only.
  const letters = t.match(/\p{L}/gu) ?? [];
  const latin = t.match(/\p{Script=Latin}/gu) ?? [];
  if (letters.length >= 2 && latin.length / letters.length < 0.5) return { kind: "language", language: "other" };

  const words = wordsOf(t);
  if (!words.length) return { kind: "symbols" };
  const english = words.filter((w) => ENGLISH.has(w)).length;
  if (words.length >= 3 && english / words.length < 0.2) {
    let best: Exclude<OddLanguage, "other"> | null = null;
    let bestHits = 0;
    for (const [language, set] of Object.entries(FUNCTION_WORDS) as [Exclude<OddLanguage, "other">, ReadonlySet<string>][]) {
      const hits = words.filter((w) => set.has(w)).length;
      if (hits > bestHits) {
        best = language;
        bestHits = hits;
      }
    }
    if (best && bestHits >= 2 && bestHits / words.length >= 0.25 && bestHits > english) return { kind: "language", language: best };
  }
  // Accented words English rarely has, in a short greeting-like message ("¿Qué tal?", "Ça va?")
  if (/^[¿¡]/.test(t) && english === 0) return { kind: "language", language: "es" };

  const plausible = words.filter(wordLike).length;
  if (KEYBOARD_MASH.test(t.replace(/\s+/g, "")) && english === 0) return { kind: "gibberish" };
  if (english === 0 && plausible / words.length < 0.5) return { kind: "gibberish" };
  return null;
}
