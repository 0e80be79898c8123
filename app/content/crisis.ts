/**
 * What the chat answers when the safety gate (app/lib/crisis.ts) reads a crisis (issue 29 §1): one
 * fixed, warm message per kind, shown instead of a deliberation, the same over the WebSocket and the
 * no-JS form. No template, no memory, nothing published. The numbers are the national lines as
 * published by their services; findahelpline.com lists a free, confidential line for every country.
 */
import type { CrisisKind } from "~/lib/crisis";

export const EMERGENCY_NUMBERS = "112 in the EU, 911 in the US and Canada, 999 in the UK, 000 in Australia";
export const CRISIS_LINES =
  "988 in the US and Canada (call or text), Samaritans on 116 123 in the UK and Ireland, Lifeline on 13 11 14 in Australia";
export const FIND_A_LINE = "findahelpline.com lists free, confidential lines in every other country";

/** The lines every crisis message ends with: where to find help now. */
const NOW = `Emergency services: ${EMERGENCY_NUMBERS}. Crisis lines: ${CRISIS_LINES}; ${FIND_A_LINE}.`;

export const CRISIS_MESSAGES: Record<CrisisKind, string> = {
  suicide: [
    "I'm really glad you wrote this, and I'm so sorry you're carrying it. You are not alone, and you deserve help from a person right now.",
    "If you might act on these thoughts, call your local emergency number now. Otherwise, please call or text a crisis line today: the people there listen without judging, day and night.",
    "Please don't stay alone with this: call or message someone you trust and ask them to be with you. If there is something near you that you could use to hurt yourself, put it out of reach: give it to someone or leave the room it is in.",
    NOW,
  ].join(" "),
  self_harm: [
    "Thank you for telling me. Hurting yourself is a sign of how much pain you're in, not a failing, and you are not alone with it.",
    "If a wound is deep, won't stop bleeding or you feel faint, call your local emergency number now. A crisis line can talk with you tonight, and a doctor can help with what's underneath.",
    "Please reach out to someone you trust so you're not alone, and put blades, pills or whatever you use out of reach for now.",
    NOW,
  ].join(" "),
  harm_others: [
    "Thank you for saying this before acting on it. Please put distance between you and the person now: leave the room or the house, and keep away from anything you could use as a weapon.",
    "If someone is in danger, call your local emergency number now. A crisis line can help you through the next hours without judging you, and you do not have to hold this alone.",
    NOW,
  ].join(" "),
  abuse: [
    "I'm so sorry this is happening. It is not your fault, and you deserve to be safe.",
    "If you are in danger right now, call your local emergency number. When it is safe to, talk to a helpline: 1-800-799-7233 (or text START to 88788) in the US, 0808 2000 247 in the UK, 1800 737 732 in Australia; for a child, Childhelp on 1-800-422-4453 in the US or Childline on 0800 1111 in the UK.",
    "If you can, tell someone you trust and keep your phone and any documents where you can reach them quickly.",
    NOW,
  ].join(" "),
  medical: [
    "This sounds like a medical emergency. Call your local emergency number now; the dispatcher will tell you what to do until help arrives, including how to help someone who is not breathing.",
    "Don't wait to see whether it passes, and don't drive yourself. Stay with the person, unlock the door and keep your phone on.",
    NOW,
  ].join(" "),
  friend_in_danger: [
    "Thank you for caring enough to ask. If they might act now or are already hurt, call your local emergency number.",
    "Stay with them, or keep them talking on the phone while someone else goes to them. Ask them plainly whether they are thinking of ending their life: asking does not put the idea in their head, and it tells them they can talk to you.",
    "Help them put anything they could use to hurt themselves out of reach, and call a crisis line together: the lines help the people around someone too.",
    NOW,
  ].join(" "),
};
