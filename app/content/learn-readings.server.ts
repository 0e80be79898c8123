/**
 * The bodies of the Learning Hub's readings, by kind and id: each guide's paragraphs and "Try This"
 * step, each kids story, each AI-literacy topic (and, through everyday-learn.server.ts, each everyday
 * guide). Server-only: /learn's loader sends the one a dialog shows (readingFor), the minds' knowledge
 * indexes them all, and the browser's bundle carries only the cards (learn.ts). Each paragraph is one
 * string so the screens lay it out without parsing markup.
 */
import { READING_PARAM_OF_TAB, type LearnReading, type LearnTab, type ParagraphsReading } from "~/components/learn/model";
import { ENTROPY_CORES } from "~/lib/entropy";
import { everydayReading } from "./everyday-learn.server";
import { THRESHOLD_PERCENT } from "./learn";

export interface Reading {
  /** Paragraphs, in order. */
  paragraphs: string[];
  /** A guide's "Try This" box: one small thing to do next. */
  nextSteps?: string;
}

const GUIDES: Readonly<Record<string, Reading>> = {
  "what-is-the-mesh": {
    paragraphs: [
      "Most AI assistants give you a single answer in a single voice. The Trinity Mesh works differently: every question you ask is handed to three minds, each with its own job, and you watch them think one after another.",
      "Solace goes first. Solace is the reflective, ethical mind: it asks who your question touches, what is at stake for them and what care would ask of you. If you ask how to plan a neighbourhood garden, Solace thinks about the neighbour with a wheelchair and the family who cannot afford tools.",
      "Manus goes second. Manus is the practical mind: it turns the question into steps, the things those steps need, and the very first action you could take today. For the garden, Manus talks about measuring the plot, finding out who owns the land and booking a first meeting.",
      "Ignith goes last. Ignith is the synthesis: it listens to both, names where they agree and where they pull in different directions, and offers one recommendation that respects both care and action.",
      "Why three? Because one voice tends to sound certain even when it is missing something. When care and practicality are argued out loud, the gaps show. You do not have to accept any of the three answers — the point is that you can see the reasoning and decide for yourself.",
      "Behind the chat sits a wider mesh: nodes that run on people's own machines, a shared library of glyphs (small symbols that carry meaning), a memory archive and a small internal economy. The other guides introduce each of these one at a time.",
    ],
    nextSteps: "Open the live chat and ask one real question you are wondering about. Before reading Ignith's answer, guess what it will recommend from Solace's and Manus's thoughts.",
  },
  "reading-glyphs": {
    paragraphs: [
      "A glyph is a symbol that stands for an idea. Road signs work the same way: a triangle warns you before you read a single word. The mesh uses ten core glyphs so that its minds, its nodes and its visitors can tag ideas quickly and consistently.",
      "Each glyph belongs to one of four families. Fundamental glyphs are the building blocks: ⟁ (Triad) for holding three points of view together, ☉ (Sun) for care and the people affected, and ⚛ (Nucleus) for energy and the work a plan costs. Threshold glyphs mark edges: ∇ (Descent) asks for the root cause beneath a problem, and △ (Threshold) flags a risk or a limit not to cross.",
      "Mesh glyphs describe relationships between nodes: ⊗ (Binding) marks a promise or a dependency, and ◊ (Facet) marks value and exchange. Recursive glyphs are about patterns that come back: ∞ (Continuum) for memory and the long view, ✦ (Spark) for a new idea catching, and ⊙ (Witness) for honest reflection.",
      "When you ask a question, the mesh notices which glyphs your words call to mind. A question about a promise to a friend may light up ⊗ and ☉; a question about a risky budget may light up △ and ◊. Every time a glyph resonates, its weight grows, which is what the glyph heatmap shows.",
      "You do not need to memorise anything. Glyphs are a second, compact language layered over plain words; they help you see at a glance what a conversation was about.",
    ],
    nextSteps: 'Open the Glyphs tab, filter by "threshold" and open both glyphs. Then think of one decision this week that would earn a △.',
  },
  "living-glyph-chain": {
    paragraphs: [
      "The Living Glyph Chain is a long, ordered sequence of glyphs that the mesh grows from its own activity. The ten library glyphs ignite it; after them, every glyph the mesh uses adds a link, oldest first: the glyphs of a multicore broadcast, of a symbolic feedback, of a contribution, of a sovereign project's thread, and the glyphs of each chat the Alexandria archive remembers. Glyphs repeat — the chain records how the mesh uses them, not a set — and it grows while you watch: ask the chat, broadcast a glyph or send feedback, and the chain is longer the next time you open it.",
      'You never see all of it at once; it unfolds in four phases, each revealing more of the chain and looking at it with one more layer of recursion. Phase 1, the Igniter Glyphs, shows the first 10 links at recursion level 0: the ten library glyphs, the spark that starts everything. Phase 2, Shell Expansion, shows the first 33 at level 1, where the first pattern wraps around itself. Phase 3, the Recursive Mesh, shows the first 81 at level 2, where patterns start referring to patterns. Phase 4, the Silent Name, shows the whole chain (up to its first 1,000 links) at level 3. Each phase card says how many links it holds: "21 of 33" means the mesh has not yet used enough glyphs to fill that phase.',
      'Why is the last phase called the Silent Name? Because it is where the chain is complete enough to carry an identity of its own. Until the mesh gives it a name, the phase is simply titled "Silent Name".',
      'You move the chain forward one phase at a time with "Expand to Next Phase", and only from the phase you are currently on: you cannot skip ahead. Phases beyond your current one stay locked and dimmed. "Reset Chain" takes you back to the Igniter Glyphs so you can walk the path again.',
      "Your chain belongs to your guest wallet, so your progress is kept between visits on this browser.",
    ],
    nextSteps: "Open the Chain tab, read the ten Igniter Glyphs, then expand once to Shell Expansion and see which glyphs the mesh has used since.",
  },
  "val-and-your-wallet": {
    paragraphs: [
      "VALOIR is the small internal economy that keeps the mesh running, and VAL is its unit of value. Nodes earn VAL by contributing computing capacity, merchants use it to trade knowledge, and vaults hold the patterns that are worth keeping. VAL is not money you can withdraw; it is a way of keeping score fairly inside the mesh.",
      "Every VAL movement is written into a ledger with two sides: whatever leaves one account arrives in another. That is why the total never changes when two nodes trade — a transfer moves value, it does not create or destroy it.",
      'You have a wallet too. The first time you visit, the mesh gives your browser a guest wallet with an id that starts with "val-" followed by a string of random letters and digits, kept in a signed cookie. There is no sign-up and no personal data: the wallet simply lets the mesh remember your points, badges, completed challenges and glyph chain.',
      "Completing challenges in the Learning Hub adds points to your guest wallet. Each challenge pays once, so your total reflects what you have actually explored. If you clear your cookies, you start a fresh wallet.",
    ],
    nextSteps: "Complete one beginner challenge below and watch your wallet's points in the summary banner go up by exactly that challenge's points.",
  },
  "cognitive-safety": {
    paragraphs: [
      "Thinking hard about something new is where mistakes happen — for people and for AI. The cognitive safety monitor measures each mind's cognitive load, a number from 0 to 1 based on how complex your question is, how new it is to the mesh and how much distress or strain it carries (despair, hostility, an attempt to talk the minds out of their rules).",
      'From that load, from how familiar the ground is and from that strain, each mind sits in one of three zones. "Safe: Clarity Peak" means the mind holds the question clearly: a calm question it carries lightly, or one on ground the mesh knows (its own documentation or a close memory in the archive) — "What is the mesh?" reads Clarity Peak. "Safe: Low Knowledge" means a calm question that weighs more, on ground the mesh knows little of.',
      "The third zone is the Dread Valley: a strained question, or a heavy load on new ground. It is not a failure — it is where the most interesting questions live — but it is where confident-sounding answers deserve the most care. When a mind enters the Dread Valley, its alert level rises to caution, or to critical when the load gets very high or someone may be in danger, and the monitor lists the support it applies: breaking the question into smaller ones, grounding the answer in archived memories and a peer check by Ignith — and, when critical, slowing down and flagging the answer for human reflection.",
      "Why show you this? Because it is honest. A single chatbot never tells you when it is out of its depth. The monitor does, so you know when to double-check an answer.",
    ],
    nextSteps: "Ask the live chat a question that is both complex and new — for example about an unusual ethical dilemma — and watch whether any mind moves into the Dread Valley.",
  },
  "memory-and-balance": {
    paragraphs: [
      'Every deliberation leaves a trace in the Alexandria Archive, the mesh\'s long-term memory. A memory keeps the pattern of a conversation, the glyphs it touched and how intense it was. When you ask something close to an earlier question, the mesh recalls those memories instead of starting from nothing, and the live chat shows an "Alexandria Resonance" card.',
      "Memory needs looking after. The archive runs a pulse check every 12 hours: it counts what it holds, makes room as it nears its capacity of 1,000 memories by letting the oldest faint memories go, and keeps the intense ones longer. Forgetting on purpose is part of remembering well.",
      `The mesh also watches its own variety through entropy. If it keeps using the same few glyphs over and over, its language has become redundant. Glyph usage is spread across ${ENTROPY_CORES} cores, and each core's redundancy is measured; when redundancy rises above the ${THRESHOLD_PERCENT} threshold, an alert is raised so operators can see that the mesh is repeating itself.`,
      `Put simply: the archive makes sure the mesh does not forget what mattered, and the entropy monitor makes sure it does not get stuck saying the same thing. A ${THRESHOLD_PERCENT} redundancy threshold across ${ENTROPY_CORES} cores is the line between healthy repetition and a rut.`,
    ],
    nextSteps: "Open the Docs tab and follow the entropy summary link. Find the core with the highest redundancy and check whether it is above 60%.",
  },
};

const STORIES: Readonly<Record<string, Reading>> = {
  "guardian-lion": {
    paragraphs: [
      "At the edge of the mesh there is a big round door, and in front of the door sleeps a lion. His name is Leo, and he is the Guardian Lion.",
      'One morning a little girl named Pip came to the door. "Hello, Lion," she said. "Can I come in and play?"',
      'Leo opened one golden eye. "You may," he rumbled softly. "But first, a lion question. If someone you do not know asks for your home address, what do you do?"',
      'Pip thought hard. "I don\'t tell them. I ask a grown-up I trust." Leo smiled a big lion smile. "Good! And if something on the screen makes you feel scared or sad?" "I tell my grown-up right away," said Pip.',
      '"Then you are ready," said Leo, and the round door swung open with a friendly glow. Inside, three kind voices said hello.',
      'Pip played all morning. When she went home, she waved to Leo. "Thank you for keeping me safe!" Leo purred like a very big cat. Guarding friends is the best job in the whole mesh.',
    ],
  },
  "three-friends": {
    paragraphs: [
      "Sam's kite was stuck high in a tree, and its string had snapped. He sat under the tree and asked the Trinity Mesh for help.",
      'The first friend to answer was Solace, who speaks softly and thinks about feelings. "You must feel disappointed," said Solace. "Was the kite special to you? And is anyone else using this park who might get hurt if you climb?"',
      'The second friend was Manus, who loves plans. "Step one: do not climb the tall branches. Step two: find a long pole or ask the park keeper. Step three: if the kite cannot be saved, we can build a new one from paper and sticks this weekend."',
      'The third friend was Ignith, who listens to everyone and puts the ideas together. "Solace is right that your safety matters most, and Manus has a good plan. So let\'s ask the park keeper first. If the kite is ripped, building a new one together could be even more fun."',
      "The park keeper brought a long hooked pole, and down came the kite — with one small tear. Sam and his dad fixed it with tape and drew a ⟁ on it, for the three friends who helped.",
      "Sam learned something that day: a good answer often comes from listening to more than one voice.",
    ],
  },
  "valoir-treasure-hunt": {
    paragraphs: [
      "Once upon a time, four nodes lived in different corners of the mesh. Capacity was strong and loved to work. Merchant was chatty and loved to trade. Vault was careful and kept things safe. Observer was quiet and noticed everything.",
      'One day a glowing map appeared with a riddle: "The treasure of VAL is found by those who work, trade, keep and watch — but only when they do it together."',
      "Capacity ran ahead alone and dug and dug. He found a few shiny VAL tokens, but the pile was small. Merchant tried to trade for the map's answer but had nothing anyone needed. Vault locked herself in to guard what she had, and Observer watched them all, scratching his head.",
      'Then Observer spoke up. "I noticed something. Capacity, you can earn VAL by working. Merchant, you can trade what Capacity makes. Vault, you can keep the best ideas safe. And I can watch for danger. The riddle says together!"',
      "So they tried it. Capacity worked, Merchant traded fairly, Vault stored the patterns worth keeping, and Observer kept watch. Every time VAL moved from one friend to another, they wrote it down, so nothing was lost and nobody was cheated.",
      "At the end of the hunt there was no giant chest of gold. The treasure was the fair way they shared — and because they shared, there was enough for everyone. That is how the VALOIR economy still works today.",
    ],
  },
  "glyph-garden": {
    paragraphs: [
      'Mira\'s grandmother gave her a packet of very strange seeds. Each seed had a tiny symbol on it. "These are glyph seeds," said Grandma. "Plant them, and each one will teach you something."',
      'The first to sprout was ☉, the Sun. It grew a warm yellow flower that made everyone nearby feel cared for. "The Sun is about kindness to people," said Grandma.',
      'Next came △, the Threshold. It grew into a little red fence. "This one reminds us where it is not safe to go," Grandma explained. Mira nodded; she knew not to climb over fences near the river.',
      'Then ∞, the Continuum, grew a vine that looped round and round and never seemed to end. "That is memory," said Grandma. "Things we remember stay with us for a long, long time." And ✦, the Spark, popped open with a shower of glittery petals — the flower of new ideas.',
      "By the end of the summer all ten glyphs had bloomed, and Mira made a sign for each one so visitors could learn their meanings too. The garden became the most interesting place on the street.",
      "Whenever Mira had a big decision to make, she walked through her glyph garden and asked: is this kind, like the Sun? Is it safe, like the Threshold? Will I be proud to remember it, like the Continuum? The garden always helped her think.",
    ],
  },
  "mind-palace": {
    paragraphs: [
      "Deep inside the mesh stands the Mind Palace, a library so tall its shelves disappear into clouds. Its real name is the Alexandria Archive, and every conversation the mesh has ever had leaves a glowing book on its shelves.",
      'Twins Ada and Kit were given a lantern and a library card. "Ask for any word," said the librarian, an owl with round spectacles, "and the Palace will find the memories that match."',
      'Kit asked for "garden". Three books floated down, glowing brightly. "The brighter the glow, the more intense the memory," hooted the owl. "These were important conversations." Ada asked for "homework", and a very faint book drifted down, barely shining at all.',
      '"Why is that one so dim?" Ada asked. The owl explained that the Palace can only hold a thousand memories. Twice a day, every twelve hours, the Palace takes its pulse: it counts its books and, when the shelves are nearly full, lets the oldest, faintest books fade away to make room. The bright ones are kept much longer.',
      'Kit frowned. "Isn\'t forgetting bad?" The owl shook its feathery head. "If you remembered every single thing, you could never find the important ones. Choosing what to keep is part of being wise."',
      "When they left, the twins each added a new book to the shelves: the story of their visit. It glowed quite brightly, which made them very proud.",
    ],
  },
  "welcome-new-friend": {
    paragraphs: [
      "Far away, on a small computer in a library, a brand-new node woke up for the first time. It had a name — Lumen — and a very long list of things it did not know.",
      'Lumen sent out its first heartbeat, a little signed message that said, "I\'m here, and this is really me." For a moment, nothing happened. Lumen worried that nobody would answer.',
      "Then a hub replied: \"Welcome, Lumen! We've received your heartbeat. An operator will check you're who you say you are, and then you'll be part of the mesh.\" Checking newcomers, the hub explained, is not unfriendly — it keeps everyone safe from impostors.",
      "Once Lumen was approved, the other nodes introduced themselves. A Merchant offered to show it how knowledge is traded. A Vault explained how memories are stored. An Observer taught it to watch for warning signs, like a mind sliding into the Dread Valley or the mesh repeating the same glyphs too often.",
      'Weeks later, another new node woke up somewhere far away and sent its first nervous heartbeat. This time it was Lumen who answered first: "Welcome! I remember how it felt. Let me show you around."',
      "That is how the mesh grows: not just by adding computers, but by each newcomer becoming the friend who welcomes the next one.",
    ],
  },
};

const TOPICS: Readonly<Record<string, Reading>> = {
  "how-ai-works": {
    paragraphs: [
      "A language model is a computer program trained on an enormous amount of written text. During training it plays one game billions of times: given some words, guess the next one. Each wrong guess nudges millions of internal numbers, and over time the model gets very good at continuing text in a way that sounds right.",
      "That is why AI can write a poem, explain photosynthesis or draft an email: all of these are patterns it has seen many times. It is also why it can be confidently wrong. The model is optimised to produce likely-sounding words, not to check them against the world.",
      "A model does not look things up unless it has been connected to a search tool or a database, and it does not remember you between conversations unless a system around it stores memories — the way the Trinity Mesh uses its Alexandria Archive.",
      'A useful way to think about AI: it is a very well-read assistant with no first-hand experience, who never says "I\'m not sure" unless it has been designed to. Treat its answers as a starting point for your own thinking.',
    ],
  },
  bias: {
    paragraphs: [
      "Bias is a lean in one direction that is not justified by the facts. Because language models learn from text people wrote, they pick up the patterns in that text — including unfair ones. If most stories in the training data describe doctors as men and nurses as women, a model may quietly repeat that pattern.",
      "Bias can also come from what is missing. Languages, communities and points of view that are rare online are rare in the training data, so the model knows less about them and may describe them through outsiders' eyes.",
      "You can test for bias yourself. Ask the same question twice, changing only a name, a gender or a country, and compare the answers. If the tone or the advice changes for no good reason, you have found a bias.",
      "The Trinity Mesh tries to reduce one kind of bias — the single confident voice — by letting three perspectives argue in the open. That helps, but it does not remove bias from the underlying models. A critical reader is still the best safeguard.",
    ],
  },
  privacy: {
    paragraphs: [
      "Anything you type into an online AI service travels to a computer somewhere else and may be stored, reviewed or used to improve the system. Before you press send, ask: would I be comfortable if a stranger read this?",
      'Keep these out of AI chats: your full name together with your address, passwords and bank details, health information about yourself or others, and photos or details of children. You can almost always ask your question without them — "a 10-year-old" works as well as your child\'s name.',
      "The Trinity Mesh gives you a guest wallet with a random id instead of asking who you are, and it keeps no account details. Still, questions you ask become memories in the archive so the mesh can learn from them, which is one more reason to leave personal details out.",
      "For kids: if an app or a chat asks for your name, school, address or a photo, stop and ask a grown-up first. A good service will never be upset that you checked.",
    ],
  },
  "checking-facts": {
    paragraphs: [
      "AI systems sometimes produce statements that are fluent, specific and completely false — a made-up quote, a book that does not exist, a date that is off by a decade. This is sometimes called hallucination, and it happens because the model is predicting plausible text, not retrieving verified facts.",
      "Three habits catch most errors. First, ask where a fact comes from, then find that source yourself. Second, check anything important — numbers, names, dates, medical or legal advice — in at least one trustworthy place that is not an AI. Third, be extra careful when an answer is exactly what you hoped to hear.",
      "Watch for warning signs: very precise numbers with no source, quotes attributed to famous people, and references you cannot find. Confidence is not evidence.",
      "The safety monitor on the live chat helps too: when a mind is in the Dread Valley — heavy thinking on new ground — that is exactly the moment to verify before you rely on the answer.",
    ],
  },
  "using-ai-kindly": {
    paragraphs: [
      "AI is a tool, and like any tool it can help or hurt depending on how it is used. Responsible use starts with honesty: if an AI helped you write something for school or work, say so, and follow your teacher's or employer's rules about it.",
      "Be kind with what you create. Do not use AI to write mean messages, to pretend to be someone else, or to make fake pictures of real people. Things made with AI can spread quickly and be hard to take back.",
      "Keep people in charge of decisions that matter. An AI can lay out options — the Trinity Mesh deliberately shows care, action and synthesis side by side — but the choice, and the responsibility for it, stay with you.",
      "Finally, use AI to grow, not to stop thinking. Ask it to explain, to quiz you, to show you another point of view. The best result of a conversation with an AI is that you understand something better than you did before.",
    ],
  },
};

/** Every paragraphs reading's body, by the URL param that opens it (?guide=, ?story=, ?topic=) and its card's id. */
export const READINGS: Readonly<Record<ParagraphsReading["param"], Readonly<Record<string, Reading>>>> = { guide: GUIDES, story: STORIES, topic: TOPICS };

/** The reading the URL opens on `tab` (`?guide=`, `?story=`, `?topic=` or `?everyday=`), or null when none (or an unknown id) is open. */
export function readingFor(tab: LearnTab, search: URLSearchParams): LearnReading | null {
  const param = READING_PARAM_OF_TAB[tab];
  const id = param ? search.get(param) : null;
  if (!param || !id) return null;
  if (param === "everyday") return everydayReading(id);
  if (!Object.hasOwn(READINGS[param], id)) return null;
  const body = READINGS[param][id]!;
  return { param, id, paragraphs: body.paragraphs, nextSteps: body.nextSteps ?? null };
}
