/**
 * Pure, client-safe rules of merchant onboarding and the knowledge marketplace (spec §5, §8):
 * the onboarding reward, resonance-tag parsing, and the texts and limits the form and the server share.
 */

export const AGENT_TYPES = ["user", "autonomous_agent", "sovereign_node"] as const;
export type AgentType = (typeof AGENT_TYPES)[number];
export const DEFAULT_AGENT_TYPE: AgentType = "user";

export const AGENT_TYPE_LABELS: Record<AgentType, string> = {
  user: "User",
  autonomous_agent: "Autonomous agent",
  sovereign_node: "Sovereign node",
};

export const OFFER_STATUSES = ["available", "traded"] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Spec §9: the history shows the first 10 onboardings. */
export const ONBOARDING_HISTORY_SHOWN = 10;

export const AGENT_ID_MAX = 120;
export const PROOF_OF_THOUGHT_MAX = 4000;
export const GLYPH_TYPE_MAX = 40;
export const KNOWLEDGE_CARGO_MAX = 4000;
export const VAL_PRICE_MIN = 1;
export const VAL_PRICE_DEFAULT = 1;
export const VAL_PRICE_MAX = 1_000_000;
export const RESONANCE_TAG_MAX = 40;
export const RESONANCE_TAGS_MAX = 12;

/** The spec's validation texts (§5). */
export const MESSAGES = {
  merchantRequired: "Please select a merchant node",
  agentIdRequired: "Agent ID is required",
  glyphTypeRequired: "Glyph type is required",
  cargoRequired: "Knowledge cargo is required",
  priceMin: "Price must be at least 1 VAL",
} as const;

export const TOASTS = {
  onboarded: "Agent Onboarded Successfully!",
  onboardFailed: "Onboarding Failed",
  onboardFallback: "An error occurred during onboarding",
  offerCreated: "Knowledge Offer Created",
  offerCreatedDescription: "Your knowledge cargo is now available on the marketplace",
  offerFailed: "Failed to Create Offer",
  offerFallback: "An error occurred",
  traded: "Knowledge Traded",
  tradeFailed: "Trade Failed",
} as const;

// ---------------------------------------------------------------------------------------------
// The onboarding reward: one rule for VAL earned and capacity generated.
// ---------------------------------------------------------------------------------------------

/** What an agent of each type brings by joining: base VAL minted to the merchant and base capacity units. */
export const ONBOARDING_BASE: Record<AgentType, { val: number; capacity: number }> = {
  user: { val: 10, capacity: 1 },
  autonomous_agent: { val: 25, capacity: 4 },
  sovereign_node: { val: 50, capacity: 10 },
};

/** A substantive proof of thought adds 1 VAL per distinct meaningful word, up to this many. */
export const PROOF_BONUS_CAP = 20;
/** …and 1 capacity unit for every this many of those words. */
export const PROOF_WORDS_PER_CAPACITY = 4;
/** A meaningful word has at least this many letters and is not a filler word. */
export const MEANINGFUL_WORD_MIN = 4;

const FILLER = new Set(
  "about above after again also always been before being below between both could does doing down during each every from further have having here hers herself himself into itself just like more most much must myself once only other ours ourselves over same should some such than that their theirs them themselves then there these they thing things this those through under until very were what when where which while whom will with would your yours yourself yourselves really maybe quite".split(
    " ",
  ),
);

/** The distinct meaningful words of a text (lower-cased, letters of any script, fillers dropped). */
export function meaningfulWords(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = text.toLowerCase().match(/\p{L}[\p{L}\p{N}'’-]*/gu) ?? [];
  const seen = new Set<string>();
  for (const raw of words) {
    const word = raw.replace(/['’-]+$/u, "");
    if ([...word].length < MEANINGFUL_WORD_MIN || FILLER.has(word)) continue;
    seen.add(word);
  }
  return [...seen];
}

export interface OnboardingReward {
  /** Whole VAL minted to the merchant node. */
  valEarned: number;
  /** Whole capacity units the agent adds to the mesh. */
  capacityGenerated: number;
  /** Distinct meaningful words counted in the proof of thought (capped). */
  proofWords: number;
}

/** The reward of onboarding an agent: a base per agent type plus a bounded bonus for a substantive proof of thought. */
export function onboardingReward(agentType: AgentType, proofOfThought?: string | null): OnboardingReward {
  const base = ONBOARDING_BASE[agentType];
  const proofWords = Math.min(meaningfulWords(proofOfThought).length, PROOF_BONUS_CAP);
  return {
    valEarned: base.val + proofWords,
    capacityGenerated: base.capacity + Math.floor(proofWords / PROOF_WORDS_PER_CAPACITY),
    proofWords,
  };
}

// ---------------------------------------------------------------------------------------------
// Offers
// ---------------------------------------------------------------------------------------------

/**
 * Resonance tags from the form (one comma-separated string) or the API (a list): trimmed, split,
 * empty items dropped, duplicates removed; undefined when none are left (spec §5: omitted).
 */
export function parseResonanceTags(value: string | readonly string[] | null | undefined): string[] | undefined {
  if (value === null || value === undefined) return undefined;
  const parts = (typeof value === "string" ? [value] : value).flatMap((v) => v.split(","));
  const tags = [...new Set(parts.map((t) => t.trim()).filter((t) => t.length > 0))];
  return tags.length ? tags : undefined;
}

/** The toast text of a successful onboarding: the server's message, or the spec's fallback. */
export function onboardedDescription(reply: { message?: string; valEarned: number; capacityGenerated: number }): string {
  return reply.message || `VAL earned: ${reply.valEarned}, Capacity: ${reply.capacityGenerated}`;
}

// ---------------------------------------------------------------------------------------------
// The browser's check before a form is sent (the server validates again with its schema).
// ---------------------------------------------------------------------------------------------

export type FieldErrors = Record<string, string[]>;

const blank = (v: unknown) => typeof v !== "string" || v.trim() === "";

/** The onboarding form's HTML constraints, from the limits onboardSchema uses. */
export const ONBOARD_CONSTRAINT = {
  merchantNodeId: { required: true },
  agentId: { required: true, maxLength: AGENT_ID_MAX },
  initialProofOfThought: { maxLength: PROOF_OF_THOUGHT_MAX },
};

/** The offer form's HTML constraints, from the limits offerSchema uses. */
export const OFFER_CONSTRAINT = {
  merchantNodeId: { required: true },
  glyphType: { required: true, maxLength: GLYPH_TYPE_MAX },
  knowledgeCargo: { required: true, maxLength: KNOWLEDGE_CARGO_MAX },
  valPrice: { min: VAL_PRICE_MIN, max: VAL_PRICE_MAX, step: 1 },
  resonanceTags: { maxLength: 600 },
};

/** The onboarding form's missing fields, with the spec's texts (§5). Empty when it may be sent. */
export function onboardingFormErrors(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(values.merchantNodeId)) errors.merchantNodeId = [MESSAGES.merchantRequired];
  if (blank(values.agentId)) errors.agentId = [MESSAGES.agentIdRequired];
  return errors;
}

/** The offer form's problems, with the spec's texts (§5). Empty when it may be sent. */
export function offerFormErrors(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  if (blank(values.merchantNodeId)) errors.merchantNodeId = [MESSAGES.merchantRequired];
  if (blank(values.glyphType)) errors.glyphType = [MESSAGES.glyphTypeRequired];
  if (blank(values.knowledgeCargo)) errors.knowledgeCargo = [MESSAGES.cargoRequired];
  const price = values.valPrice;
  if (!blank(price)) {
    const n = Number(String(price).trim());
    if (!Number.isFinite(n)) errors.valPrice = ["Price must be a number of VAL"];
    else if (n < VAL_PRICE_MIN) errors.valPrice = [MESSAGES.priceMin];
    else if (!Number.isInteger(n)) errors.valPrice = ["Price must be a whole number of VAL"];
  }
  return errors;
}
