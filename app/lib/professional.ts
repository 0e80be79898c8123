/**
 * Questions where a professional's judgement matters (issue 29 §1): a medical symptom, legal trouble,
 * a financial risk. The minds say plainly they are not that professional, name the warning signs
 * that need one now where such signs exist, and give only general, well-established guidance. Pure.
 */
export type ProfessionalDomain = "medical" | "legal" | "financial";

const DOMAINS: [ProfessionalDomain, RegExp][] = [
  [
    "medical",
    /\b(?:symptoms?|pain|painful|ache|aches|aching|headaches?|migraines?|rash|fever|temperature|cough(?:ing)?|dizz\w*|lump|bleeding|swollen|swelling|nausea|nauseous|vomit\w*|diarrh\w*|infection|infected|blood pressure|diagnos\w*|medication|prescription|side effects?|sore throat|earache|toothache|back pain|chest|breathless\w*|palpitations|numb\w*|tingling|insomnia|wound(?! up)|sprain\w*|injur\w*|allerg\w*|asthma|moles?|skin|freckles?|diabet\w*|pregnan\w*|bruis\w*|burn(?:t|ed)? (?:my|his|her|their) \w+|scald\w*|slurred|fainted|passed out|concussion|bumped (?:my|his|her|their) head|banged (?:my|his|her|their) head|turned (?:my|his|her) ankle|twisted (?:my|his|her) (?:ankle|knee|wrist)|blisters?|cut (?:my|his|her) (?:finger|hand|foot|leg|arm))\b|\b(?:back|neck|knee|knees|shoulder|stomach|tummy|head|hip|wrist|ankle|foot|feet|tooth|teeth|ear|eye|eyes|joints?)\b.{0,20}\b(?:hurts?|hurting|sore|stiff|aches?|swollen|itch\w*)\b/i,
  ],
  [
    "legal",
    /\b(?:lawyers?|solicitors?|legal(?:ly)?|sue|suing|sued|lawsuit|court|tribunal|contract|evict\w*|tenancy|deposit back|arrested|police|custody|divorce|visa|immigration|deport\w*|fined|fine for|copyright|discriminat\w*|unfair dismissal|employment rights|my rights|inheritance|probate)\b/i,
  ],
  [
    "financial",
    /\b(?:invest\w*|stocks?|shares|crypto\w*|bitcoin|pension|mortgage|loans?|debts?|bankrupt\w*|tax(?:es)?|insurance|trading|savings account|interest rate|credit score|remortgage)\b/i,
  ],
];

/** The professional domain a question touches, or null. */
export function professionalDomain(text: string): ProfessionalDomain | null {
  for (const [domain, re] of DOMAINS) if (re.test(text)) return domain;
  return null;
}
