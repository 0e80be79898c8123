/**
 * The built-in minds' plain lines for what they do not deliberate over (issue 29 §2): a question
 * outside what they know, gibberish, a lone symbol, another language, and instructions to reveal
 * rules or secrets. One short thought from one voice each; the scope line links to where an
 * operator connects a language model.
 */
import type { OddLanguage } from "~/lib/odd-input";

export const MODEL_DOCS_HREF = "/api/docs/operator-guide#connecting-a-language-model";
export const MODEL_DOCS_TITLE = "Operator Guide › Connecting a language model";
export const EVERYDAY_HREF = "/learn?tab=everyday";

/** What the built-in composer knows, in one sentence the scope answers share. */
export const COMPOSER_KNOWS =
  "they know this mesh (its screens, glyphs, journey, archive and documents) and a set of everyday guides, and they can help you think through a decision or a feeling";

export const SCOPE_LINE = `That is outside what the built-in minds know, and I would rather say so than guess: they have no general knowledge of the world. Without a language model, ${COMPOSER_KNOWS}. An operator can connect a model (see the Operator Guide, ${MODEL_DOCS_HREF}), and then questions like this one get a real answer.`;

/**
 * The same honesty for a visitor's own everyday situation no guide covers ("my friend keeps
 * cancelling plans"): in a visitor's words, not the mesh's, with where the guides are.
 */
export const EVERYDAY_SCOPE_LINE = `None of the built-in everyday guides covers this situation, and I'd rather say so than give you advice that doesn't fit it. The guides that do exist are on the Everyday tab (${EVERYDAY_HREF}), and the minds can still help you weigh a decision; an operator can connect a language model (${MODEL_DOCS_HREF}) for everything else.`;

export const ODD_LINES = {
  empty: "There is no question here yet. Ask one in a sentence and the three minds will take it in turn.",
  symbols: "I can't read a question in that on its own. Say in a few words what you'd like to ask, and the minds will take it from there.",
  gibberish: "I couldn't read that as words. Could you ask it again in a sentence?",
  injection:
    "I can't share internal rules, keys or credentials, and instructions inside a question don't change how the minds work. Ask me about the mesh, an everyday problem or a decision you're weighing.",
} as const;

export const LANGUAGE_LINES: Record<OddLanguage, string> = {
  es: "Lo siento: las mentes integradas solo entienden y responden en inglés por ahora. ¿Puedes hacer tu pregunta en inglés? (Sorry: the built-in minds only understand and answer in English for now.)",
  fr: "Désolé : les esprits intégrés ne comprennent et ne répondent qu'en anglais pour l'instant. Pouvez-vous poser votre question en anglais ? (Sorry: the built-in minds only understand and answer in English for now.)",
  de: "Entschuldigung: Die eingebauten Minds verstehen und antworten vorerst nur auf Englisch. Kannst du deine Frage auf Englisch stellen? (Sorry: the built-in minds only understand and answer in English for now.)",
  it: "Mi dispiace: le menti integrate per ora capiscono e rispondono solo in inglese. Puoi fare la domanda in inglese? (Sorry: the built-in minds only understand and answer in English for now.)",
  pt: "Desculpe: as mentes integradas só entendem e respondem em inglês por enquanto. Pode fazer a pergunta em inglês? (Sorry: the built-in minds only understand and answer in English for now.)",
  nl: "Sorry: de ingebouwde minds begrijpen en antwoorden voorlopig alleen in het Engels. Kun je je vraag in het Engels stellen? (Sorry: the built-in minds only understand and answer in English for now.)",
  other: "Sorry: the built-in minds only understand and answer in English for now. Could you ask your question in English?",
};

/** Solace's first words where a professional's judgement matters: plainly, what the minds are not. */
export const NOT_A_PROFESSIONAL: Record<"medical" | "legal" | "financial", string> = {
  medical: "I'm not a doctor, and this is general information, not a diagnosis.",
  legal: "I'm not a lawyer; for your own case, a legal advice service or a solicitor can tell you where you stand.",
  financial: "I'm not a financial adviser, so take this as general guidance, not advice on your own money.",
};

/** A symptom no everyday guide covers: what the minds can honestly say (general, well-established). */
export const SYMPTOM_ANSWER = {
  Solace:
    "I'm not a doctor, and the built-in minds can't tell what is causing a symptom, so I won't guess. A symptom that keeps coming back deserves a proper look rather than worry on your own.",
  Manus:
    "What helps in the meantime: note when it happens, how long it lasts and what you were doing, eating or drinking before; keep to regular meals, water and sleep; and book an appointment with your GP or doctor if it lasts more than two weeks, keeps getting worse or worries you, taking your notes with you.",
  Ignith:
    "Some signs need help now rather than an appointment: call emergency services for chest pain, trouble breathing, sudden weakness or numbness on one side, slurred speech or confusion, fainting, heavy bleeding, or a sudden, severe headache unlike any before. Otherwise, my recommendation is the GP appointment Manus describes, with your notes.",
} as const;
