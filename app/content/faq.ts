/** One question of a FAQ; `id` makes it linkable (#faq-<id>); the answer is one or more paragraphs. */
export interface FaqItem {
  id?: string;
  question: string;
  answer: string | readonly string[];
}
