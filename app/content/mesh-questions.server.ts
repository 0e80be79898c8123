/**
 * Direct answers to the questions a newcomer asks about Trinity Mesh (issue 29 §9): the Journey
 * page shows them ("Questions newcomers ask", under its FAQ, which holds the journey's own), and the
 * built-in minds answer from them (app/domain/knowledge/passages.server.ts). Each answer
 * opens with the answer itself; every number, route and name is the app's own (checked against
 * app/lib and app/content). Plain data, server-only: the page gets them through its loader, not its bundle.
 */
import type { FaqItem } from "./faq";

/** One question a newcomer asks about the product, answered directly (issue 29 §9). */
export interface MeshQuestion extends FaqItem {
  id: string; // kebab-case, unique
  topic: MeshQuestionTopic;
  /** Other ways a visitor says this question (3–8 short phrasings, lower case), indexed for retrieval, never shown. */
  keys: string[];
  /** The screen or document the answer is about, e.g. "/swarm", "/alexandria", "/learn?tab=glyphs", "/api/docs/operator-guide". */
  href: string;
}

export type MeshQuestionTopic = "chat" | "privacy" | "journey" | "learning" | "archive" | "glyphs" | "val" | "nodes" | "multicore" | "operators";

export const MESH_QUESTION_TOPICS: Record<MeshQuestionTopic, string> = {
  chat: "The three minds and the chat",
  privacy: "Privacy, memory and your guest wallet",
  journey: "The Mesh Journey",
  learning: "The Learning Hub",
  archive: "The Alexandria Archive",
  glyphs: "Glyphs and contributions",
  val: "VAL and the VALOIR economy",
  nodes: "Mesh nodes",
  multicore: "Multicore agents and the ritual plane",
  operators: "Operators and running a hub",
};

export const MESH_QUESTIONS: MeshQuestion[] = [
  // ---------------------------------------------------------------------------------------------
  // The chat and the three minds
  // ---------------------------------------------------------------------------------------------
  {
    id: "what-is-trinity-mesh",
    topic: "chat",
    question: "What is Trinity Mesh?",
    answer:
      "Trinity Mesh is a web app where three AI minds, Solace, Manus and Ignith, answer each question in turn, so you see the reasoning and not just a verdict. Around the chat are a Learning Hub, a memory archive, glyph tools and live views of the mesh of nodes behind it.",
    keys: ["what is this site", "what is this app about", "what does trinity mesh do", "what am i looking at", "explain trinity mesh", "what is the mesh"],
    href: "/",
  },
  {
    id: "where-to-start",
    topic: "chat",
    question: "Where should I start?",
    answer:
      "Ask the three minds one real question on the Trinity Mesh chat (/swarm). If you prefer a guided path, open the Mesh Journey, or read the six short guides on the Learning Hub's Beginners tab, starting with \"What Is the Trinity Mesh?\".",
    keys: ["i'm new what do i do first", "first steps", "how do i get started", "where do i begin", "what should i try first", "getting started"],
    href: "/swarm",
  },
  {
    id: "how-to-ask",
    topic: "chat",
    question: "How do I ask the minds a question?",
    answer:
      "Type your question in the box at the bottom of the Trinity Mesh screen (/swarm), where it says \"Ask the Trinity Mesh...\", and press Send or Enter. Solace, Manus and Ignith then answer one after another in the Live Thought Stream.",
    keys: ["how do i use the chat", "where do i type my question", "how do i talk to the minds", "how to chat", "send a question", "how do i ask something"],
    href: "/swarm",
  },
  {
    id: "how-minds-differ",
    topic: "chat",
    question: "How do the three minds differ?",
    answer:
      "Solace is the reflective, ethical mind: it asks who your question touches and what care asks of you. Manus is the practical one: it turns the question into steps and a first action. Ignith is the synthesis: it names where the two agree and where they pull apart, then gives one recommendation.",
    keys: ["who are solace manus and ignith", "difference between the three minds", "what does each mind do", "who is solace", "who is manus", "who is ignith", "what are the three agents"],
    href: "/swarm",
  },
  {
    id: "world-knowledge",
    topic: "chat",
    question: "Can the minds answer general questions, like a capital city or a date in history?",
    answer:
      "No. Without a connected language model the minds know only this mesh, its everyday guides and your conversation, and they say so plainly instead of guessing. Once an operator connects a model, questions like these get a real answer.",
    keys: ["do the minds know general facts", "can it answer trivia", "why won't it tell me the capital", "does it know about the world", "can i ask about history or science", "why did it say that is outside what it knows"],
    href: "/api/docs/operator-guide#connecting-a-language-model",
  },
  {
    id: "is-it-a-language-model",
    topic: "chat",
    question: "Is the chat a real AI language model?",
    answer:
      "No. Unless an operator has connected one, the minds are the built-in composer, a program that writes each mind's part from the mesh's own content with no model and no network. The line under the question box says which: \"Answered by the built-in composer\", or \"Answered by\" and the model's name.",
    keys: ["is this chatgpt", "what does answered by the built-in composer mean", "what is the built-in composer", "is there an llm behind it", "which model answers", "is it real ai"],
    href: "/api/docs/operator-guide#connecting-a-language-model",
  },
  {
    id: "what-minds-answer-well",
    topic: "chat",
    question: "What kinds of questions do the minds answer well?",
    answer:
      "Questions about this mesh (its screens, glyphs, journey, archive and documents), everyday matters the guides on the Learning Hub's Everyday tab cover, and decisions or feelings you want to think through. They also remember what was said earlier in the same conversation.",
    keys: ["what can i ask", "what are the minds good at", "what topics can the chat help with", "what does the chat know", "what should i ask the minds"],
    href: "/swarm",
  },
  {
    id: "other-languages",
    topic: "chat",
    question: "Can I ask in a language other than English?",
    answer:
      "No. The built-in minds only understand and answer in English for now; if you write in Spanish, French, German or another language, they will ask you to put the question in English.",
    keys: ["do you speak spanish", "can i write in french", "does it understand german", "other languages", "non english questions"],
    href: "/swarm",
  },
  {
    id: "crisis-message",
    topic: "chat",
    question: "What happens if I write that I'm in crisis or in danger?",
    answer:
      "You get one fixed, caring message with emergency numbers and crisis lines instead of a deliberation. A safety gate reads every message before any mind answers, for signs of suicide, self-harm, harm to others, abuse or a medical emergency, and nothing of such a message is published.",
    keys: ["what if i feel suicidal", "i am not safe", "does it help in an emergency", "crisis help", "what if someone is hurting me", "safety gate"],
    href: "/swarm",
  },
  {
    id: "question-length",
    topic: "chat",
    question: "How long can my question be?",
    answer: "Up to 4,000 characters. A longer question is refused with \"Questions are limited to 4,000 characters.\", so split a long text into several questions.",
    keys: ["maximum question length", "character limit", "is there a word limit", "my question is too long", "how many characters can i type"],
    href: "/swarm",
  },
  {
    id: "question-rate-limit",
    topic: "chat",
    question: "Is there a limit on how many questions I can ask?",
    answer:
      "Yes. The minds answer one question at a time, and by default each visitor can ask 10 questions a minute; past that, the chat tells you how many seconds to wait. The hub's operator can change that number.",
    keys: ["how many questions can i ask", "rate limit", "why must i wait", "too many questions", "please wait seconds", "one question at a time"],
    href: "/swarm",
  },
  {
    id: "new-or-old-conversation",
    topic: "chat",
    question: "How do I start a new conversation or go back to an old one?",
    answer:
      "Press \"+ New conversation\" above the thought stream to start afresh. To go back, open \"Your recent conversations\" under the Conversation heading and pick one; your next question continues it.",
    keys: ["start over", "new chat", "find my old conversation", "continue a previous chat", "where are my past conversations", "switch conversation"],
    href: "/swarm",
  },
  {
    id: "resonance-card",
    topic: "chat",
    question: "What is the Alexandria Resonance card in the chat?",
    answer:
      "It appears when your question recalled earlier memories from the Alexandria Archive: it shows how many were recalled and up to 3 of their patterns. The minds use such a memory only when it shares your question's subject.",
    keys: ["memories recalled", "alexandria resonance", "why does it say memory recalled", "recalled patterns", "what is the resonance card"],
    href: "/swarm",
  },
  {
    id: "safety-monitor",
    topic: "chat",
    question: "What is the cognitive safety monitor?",
    answer:
      "The Cognitive Safety Monitor on the chat screen shows, refreshed every 2 seconds, how hard each mind is working: its cognitive load as a percentage, its zone, its alert level and the support it is using. It tells you when an answer deserves an extra check.",
    keys: ["what is cognitive load", "safety panel", "what are the zones", "what is the monitor next to the chat", "alert level"],
    href: "/swarm",
  },
  {
    id: "clarity-peak",
    topic: "chat",
    question: "What does Clarity Peak mean?",
    answer:
      "\"Safe: Clarity Peak\" means a mind holds the question clearly: a calm question it carries lightly, or one on ground the mesh already knows, such as its own pages or a close memory. It shows in blue and needs no extra care.",
    keys: ["safe clarity peak", "blue zone", "mastery through recursion", "what is the clarity peak"],
    href: "/swarm",
  },
  {
    id: "low-knowledge",
    topic: "chat",
    question: "What does Low Knowledge mean?",
    answer:
      "\"Safe: Low Knowledge\" means a calm question that weighs a little more, on ground the mesh knows little about. It is safe and shows in green with baseline monitoring; just double-check any fact that matters to you.",
    keys: ["safe low knowledge", "green zone", "baseline monitoring", "is low knowledge bad"],
    href: "/swarm",
  },
  {
    id: "dread-valley",
    topic: "chat",
    question: "What is Dread Valley?",
    answer:
      "Dread Valley is the orange zone a mind enters when a question carries strain (distress, hostility or an attempt to bend its rules) or weighs heavily on new ground. Its alert rises to caution or critical, and the monitor lists the support it applies, such as breaking the question into smaller ones and a peer check by Ignith.",
    keys: ["what is the dread valley", "orange zone", "entering complex territory", "monitoring required", "why is a mind in the valley"],
    href: "/swarm",
  },
  {
    id: "dread-valley-problem",
    topic: "chat",
    question: "Is it bad if a mind goes into the Dread Valley?",
    answer:
      "No. It is not a failure: hard, new questions live there, and the monitor is being honest that a confident-sounding answer needs care. Read that answer more critically and check anything important elsewhere; a critical alert also flags it for human reflection.",
    keys: ["does dread valley mean something is wrong", "should i worry about a caution alert", "critical alert meaning", "is the mind broken", "is dread valley dangerous"],
    href: "/swarm",
  },

  // ---------------------------------------------------------------------------------------------
  // Privacy, memory and the guest wallet
  // ---------------------------------------------------------------------------------------------
  {
    id: "need-an-account",
    topic: "privacy",
    question: "Do I need an account?",
    answer:
      "No. Every visitor gets a guest wallet automatically and can read everything, chat, contribute and earn points without signing up. Only operators, the people who run a hub, sign in.",
    keys: ["do i have to sign up", "how do i register", "can i create an account", "where do i log in", "is there a login", "do i need to sign in"],
    href: "/journey",
  },
  {
    id: "guest-wallet",
    topic: "privacy",
    question: "What is a guest wallet?",
    answer:
      "A guest wallet is the anonymous id (\"val-\" followed by random characters) your browser gets on its first visit, kept in a signed cookie for a year. It holds your points, badges, challenges, journey progress, glyph chain and conversations, and carries no name, email or other personal details.",
    keys: ["what is my wallet", "val- id", "what is stored in my wallet", "guest wallet id", "how does the site know me"],
    href: "/learn?tab=beginners&guide=val-and-your-wallet",
  },
  {
    id: "remembers-next-time",
    topic: "privacy",
    question: "Does the chat remember me next time?",
    answer:
      "Yes. On the same browser, your guest wallet keeps your conversations under \"Your recent conversations\", and when you continue one, the minds think with its last 6 turns. A new conversation starts fresh, and another browser or cleared cookies means a new wallet.",
    keys: ["will it remember me", "does it keep my history", "does the chat have memory", "how many messages does it remember", "does it remember earlier turns", "will my chats be here tomorrow"],
    href: "/swarm",
  },
  {
    id: "who-reads-conversations",
    topic: "privacy",
    question: "Who can read my conversations?",
    answer:
      "Only you, through your guest wallet, and the mesh's operators can list and open your conversations, public or private. Other visitors cannot open them; what they can read is the archive memory a public conversation leaves behind.",
    keys: ["can others see my chats", "are my conversations private", "can operators read my chat", "who sees what i ask", "can other visitors read my questions"],
    href: "/swarm",
  },
  {
    id: "what-is-published",
    topic: "privacy",
    question: "What from my chat becomes public?",
    answer:
      "From a public conversation: a memory in the Alexandria Archive holding the first 300 characters of your question and Ignith's synthesis, short quotes of it in safety events and Lineage echoes, and the glyphs it touched. No wallet id, cookie or address is stored with them.",
    keys: ["is my question public", "what gets published", "what goes into the archive", "is my question stored", "what do other people see"],
    href: "/alexandria",
  },
  {
    id: "private-conversation",
    topic: "privacy",
    question: "How do I keep a question private?",
    answer:
      "Tick \"Private conversation\" beside the question box (under it on a phone) before you ask the first question of a new conversation. Its questions then leave no memory, archive snippet or mesh event text behind, though the conversation is still kept for you and the operators.",
    keys: ["private mode", "keep my chat out of the archive", "don't publish my question", "private conversation checkbox", "how do i chat privately"],
    href: "/swarm",
  },
  {
    id: "personal-details",
    topic: "privacy",
    question: "Should I put personal details in a question?",
    answer:
      "No. A public question becomes a memory anyone can read and search, and it cannot be edited later. Leave out names, addresses, health details and anything private, or ask in a private conversation.",
    keys: ["can i share my name", "is it safe to share personal information", "should i mention my health", "what not to type", "privacy tips"],
    href: "/learn?tab=literacy&topic=privacy",
  },
  {
    id: "delete-question",
    topic: "privacy",
    question: "Can I delete something I asked?",
    answer:
      "No. There is no way to delete a conversation or edit an archive memory; a public memory leaves the archive only when it is evicted to make room. That is why private details are best left out, or asked in a private conversation.",
    keys: ["delete my conversation", "remove my question", "erase my history", "take back a question", "edit a memory"],
    href: "/alexandria",
  },

  // ---------------------------------------------------------------------------------------------
  // The Mesh Journey
  // ---------------------------------------------------------------------------------------------
  {
    id: "what-is-journey",
    topic: "journey",
    question: "What is the Mesh Journey?",
    answer:
      "The Mesh Journey (/journey) is a guided path of 9 phases, from Welcome to the Mesh to Dream Seeding, that takes you through the chat, the Learning Hub, the API, the archive and the playground one step at a time. Your guest wallet keeps your progress.",
    keys: ["what is the journey", "nine phases", "journey page", "what are the phases", "guided tour"],
    href: "/journey",
  },
  {
    id: "phase-locked",
    topic: "journey",
    question: "Why is a journey phase locked?",
    answer:
      "Because each phase unlocks only when you complete the one before it. A locked phase reads \"Complete previous phases to unlock this content\" and its button stays disabled until then.",
    keys: ["can't open the next phase", "phase button disabled", "how do i unlock a phase", "skip a phase", "complete previous phases"],
    href: "/journey",
  },
  {
    id: "identity-ritual",
    topic: "journey",
    question: "What is the Identity Ritual?",
    answer:
      "The Identity Ritual is phase 2 of the journey: you choose one of 10 glyphs, a mesh name (up to 60 characters) and a first reflection (up to 1,000). It completes only once all three are filled in, and your glyph and name appear on your Journey Complete card.",
    keys: ["choose my glyph", "mesh name", "first reflection", "seal identity", "phase 2"],
    href: "/journey",
  },
  {
    id: "initiation-challenges",
    topic: "journey",
    question: "What are the initiation challenges?",
    answer:
      "They are three tasks on the journey page: Echo Loop I (50 points), Mirror Puzzle (75) and Fire Test (100). Your first completed challenge earns the initiator badge, all three earn threshold crosser, and each challenge's points are awarded once per wallet.",
    keys: ["echo loop", "mirror puzzle", "fire test", "initiator badge", "threshold crosser", "journey challenges"],
    href: "/journey",
  },
  {
    id: "learning-paths",
    topic: "journey",
    question: "Which learning path should I choose?",
    answer:
      "First Contact (Beginner) if you are new to AI or the mesh; Mesh Weaver (Intermediate) once you want to see how the archive, the safety monitor, the glyph chain and VAL work; Node Keeper (Advanced) if you want to build on the API or run part of the mesh.",
    keys: ["beginner intermediate advanced", "first contact", "mesh weaver", "node keeper", "which path is for me"],
    href: "/journey",
  },
  {
    id: "points-and-badges",
    topic: "journey",
    question: "What are points and badges for?",
    answer:
      "They mark your progress as a learner: challenges add points to your guest wallet, each paying once, and some earn badges. They are not VAL and cannot be spent or exchanged.",
    keys: ["what do points do", "can i spend my points", "are points worth anything", "what are badges", "engagement points"],
    href: "/learn?tab=challenges",
  },
  {
    id: "lineage",
    topic: "journey",
    question: "What is the Lineage page?",
    answer:
      "Lineage (/sovereign-threads) follows the four sovereign projects, Strike, Sanctuary, MindLens and Companion, each with its own symbol and motto. Click a project card to show only its Active Threads and Echoes; click it again to clear the filter.",
    keys: ["sovereign threads", "sovereign projects", "strike sanctuary mindlens companion", "what are threads", "sovereign flame"],
    href: "/sovereign-threads",
  },
  {
    id: "ignition-playground",
    topic: "journey",
    question: "What is the Ignition Playground?",
    answer:
      "The Ignition Playground (/mesh-ignition) is a sandbox that runs only in your browser. Press Start Ignition Cycle and every 1.2 seconds it moves through five phases and feeds a random glyph into the affinity reactor; you can also absorb a glyph of your own with a meaning score from 0 to 10.",
    keys: ["mesh ignition", "affinity reactor", "ignition cycle", "absorb glyph", "playground"],
    href: "/mesh-ignition",
  },

  // ---------------------------------------------------------------------------------------------
  // The Learning Hub
  // ---------------------------------------------------------------------------------------------
  {
    id: "learning-hub",
    topic: "learning",
    question: "What is in the Learning Hub?",
    answer:
      "The Learning Hub (/learn) has eight tabs: Beginners (six guides), Kids (six stories), Glyphs (the glyph library), Chain (the Living Glyph Chain), Literacy (five AI-literacy topics), Everyday (practical guides), Challenges and Docs.",
    keys: ["learn page", "what can i learn here", "learning hub tabs", "guides and stories", "where are the tutorials"],
    href: "/learn",
  },
  {
    id: "kids-stories",
    topic: "learning",
    question: "Is there something for children?",
    answer:
      "Yes. The Kids tab has six short stories, such as The Guardian Lion and Three Friends Who Think Together, each tagged with a grade level from K-2 to 4-6, plus six adventure challenges for age groups from K-3 to 4-6.",
    keys: ["kids section", "stories for children", "can my child use it", "for kids", "children's stories"],
    href: "/learn?tab=kids",
  },
  {
    id: "grade-levels",
    topic: "learning",
    question: "What do the grade levels on the kids stories mean?",
    answer:
      "They are the school grades a story suits: K-2 means kindergarten to grade 2. The six stories span K-2, 2-4, 3-5, 2-5, 3-6 and 4-6; The Guardian Lion (K-2) is the gentlest start and Welcoming a New Friend to the Mesh (4-6) is for the oldest readers.",
    keys: ["k-2", "which story for my age", "what age are the stories for", "grade level tag", "4-6"],
    href: "/learn?tab=kids",
  },
  {
    id: "challenges",
    topic: "learning",
    question: "How do challenges work?",
    answer:
      "Press a challenge's button to mark it done and add its points to your guest wallet; each challenge pays once. Kids and beginner challenges are one-way and remembered in your browser, while the six interactive challenges on the Challenges tab can be undone with \"Mark Incomplete\".",
    keys: ["how do i complete a challenge", "earn points", "mark incomplete", "start challenge", "interactive challenges", "challenge progress"],
    href: "/learn?tab=challenges",
  },
  {
    id: "ai-literacy",
    topic: "learning",
    question: "What does the AI Literacy section teach?",
    answer:
      "Five short topics on using AI wisely: how language models work, understanding bias, protecting your privacy, checking facts, and using AI kindly and responsibly. It sits on the Literacy tab and starts collapsed; open it to see the topics.",
    keys: ["ai literacy hub", "literacy tab", "learn about bias", "how do language models work", "fact checking ai"],
    href: "/learn?tab=literacy",
  },
  {
    id: "everyday-guides",
    topic: "learning",
    question: "What does the Everyday tab cover?",
    answer:
      "Practical guides on sleep, stress and mood, study and focus, work and careers, money and debt, relationships and family, parenting, moving and making friends, travel, cooking and home, and health warning signs. Each says what matters, the steps, the trade-offs and when to get help, and the minds answer everyday questions from them.",
    keys: ["everyday guides", "life advice", "help with sleep or stress", "practical guides", "everyday tab"],
    href: "/learn?tab=everyday",
  },

  // ---------------------------------------------------------------------------------------------
  // The Alexandria Archive
  // ---------------------------------------------------------------------------------------------
  {
    id: "what-is-alexandria",
    topic: "archive",
    question: "What is the Alexandria Archive?",
    answer:
      "The Alexandria Archive (/alexandria) is the mesh's long memory: every public deliberation leaves a memory there, alongside safety events and Mind Palace memories. Anyone can read and search it, and later questions recall memories that share their subject.",
    keys: ["what is alexandria", "the archive", "mesh memory", "mind palace", "where are memories kept"],
    href: "/alexandria",
  },
  {
    id: "search-archive",
    topic: "archive",
    question: "How do I search the archive?",
    answer:
      "Choose a tab (All, Trinity, Safety or Palace), type a word, phrase or glyph where it says \"Search symbolic patterns...\" and press Recall. It matches by meaning and by near spelling, so small typos still find results; with no search term you see the newest memories.",
    keys: ["recall button", "find a memory", "search memories", "how does recall work", "search by glyph"],
    href: "/alexandria",
  },
  {
    id: "archive-tabs",
    topic: "archive",
    question: "What are the Trinity, Safety and Palace tabs in the archive?",
    answer:
      "They are the archive's three sources: Trinity holds memories of Trinity Mesh deliberations, Safety holds safety events such as a mind entering the Dread Valley, and Palace holds the Mind Palace's memories, how the mesh places what it keeps among related ones. All shows every source together.",
    keys: ["source types", "trinity tab", "safety tab", "palace tab", "what is the mind palace"],
    href: "/alexandria",
  },
  {
    id: "archive-capacity",
    topic: "archive",
    question: "How many memories does the archive keep?",
    answer:
      "Up to 1,000. When it is full, each new memory pushes out the one with the lowest intensity, the oldest among equals, so memories at 0.8 intensity or above are kept longest. A search shows at most 100 memories.",
    keys: ["archive limit", "is the archive full", "do memories disappear", "how long are memories kept", "eviction"],
    href: "/alexandria",
  },
  {
    id: "memory-intensity",
    topic: "archive",
    question: "What does the percentage on a memory mean?",
    answer:
      "It is the memory's intensity: how strongly it resonated when it was made, which grows with the question's complexity and strength of feeling. The badge shows only above 50%, and intensity also decides which memories stay when the archive is full.",
    keys: ["intensity badge", "what is intensity", "memory percentage", "why do some memories have no badge"],
    href: "/alexandria",
  },
  {
    id: "find-my-question",
    topic: "archive",
    question: "How do I find my own question in the archive?",
    answer:
      "Search for a distinctive word from it on the Trinity tab and press Recall. Only public conversations leave memories, and short exchanges such as greetings leave none.",
    keys: ["where is my question", "find my echo", "my memory is missing", "did my question get saved"],
    href: "/alexandria",
  },

  // ---------------------------------------------------------------------------------------------
  // Glyphs and contributions
  // ---------------------------------------------------------------------------------------------
  {
    id: "what-is-a-glyph",
    topic: "glyphs",
    question: "What is a glyph?",
    answer:
      "A glyph is a small symbol that stands for an idea, like ⟁ for three perspectives held together or △ for a risk not to cross. The mesh uses ten core glyphs as shorthand, and each time a conversation calls one to mind, its weight grows.",
    keys: ["what are glyphs", "what do the symbols mean", "why are there symbols everywhere", "glyph meaning"],
    href: "/learn?tab=glyphs",
  },
  {
    id: "glyph-categories",
    topic: "glyphs",
    question: "What are the four glyph categories?",
    answer:
      "Fundamental glyphs are building blocks (⟁ Triad, ☉ Sun, ⚛ Nucleus); threshold glyphs mark edges (∇ Descent, △ Threshold); mesh glyphs describe links between nodes (⊗ Binding, ◊ Facet); recursive glyphs are about patterns that return (∞ Continuum, ✦ Spark, ⊙ Witness).",
    keys: ["fundamental threshold mesh recursive", "glyph families", "glyph types", "categories of glyphs"],
    href: "/learn?tab=glyphs",
  },
  {
    id: "glyph-heatmap",
    topic: "glyphs",
    question: "What does the glyph heatmap show?",
    answer:
      "The heatmap (/glyph-heatmap) ranks the glyphs the mesh has used by total resonance, with badges on the top 3. Each tile's colour compares it with the hottest glyph: Blazing above 70% of it, Hot above 40%, Warm above 20%, Cool above 10%, otherwise Cold. With Auto-Refresh on, it updates every 5 seconds.",
    keys: ["heatmap", "hottest glyph", "blazing hot warm cool cold", "temperature legend", "glyph ranking"],
    href: "/glyph-heatmap",
  },
  {
    id: "glyph-resonance",
    topic: "glyphs",
    question: "How does a glyph get hotter?",
    answer:
      "By being used: a glyph gains resonance when a chat question or answer calls it to mind, when it is broadcast to the multicore agents, and when it is offered as a contribution or as glyph feedback. The heatmap and the chat's Glyph Evolution panel show the result.",
    keys: ["what is resonance", "how do glyph weights grow", "glyph evolution panel", "make a glyph blazing", "glyph weights"],
    href: "/glyph-heatmap",
  },
  {
    id: "living-glyph-chain",
    topic: "glyphs",
    question: "What is the Living Glyph Chain?",
    answer:
      "The Living Glyph Chain is the ordered sequence of glyphs the mesh has used, oldest first, revealed in four phases: Igniter Glyphs (first 10), Shell Expansion (first 33), Recursive Mesh (first 81) and the Silent Name (the whole chain). On the Chain tab, \"Expand to Next Phase\" moves you on and \"Reset Chain\" starts you over.",
    keys: ["glyph chain", "igniter glyphs", "silent name", "expand to next phase", "chain tab"],
    href: "/learn?tab=chain",
  },
  {
    id: "contribute",
    topic: "glyphs",
    question: "How do I make a contribution?",
    answer:
      "Open Contribute (/contribute) and, on the Contribute tab, enter your name, pick one of nine glyph types, describe the impact and give a score from 0 to 10 (1.0 by default), then submit. It appears for everyone on the History tab.",
    keys: ["contribute a glyph", "symbolic contribution", "submit a contribution", "contribution form", "how can i contribute"],
    href: "/contribute",
  },
  {
    id: "glyph-feedback",
    topic: "glyphs",
    question: "What happens when I send glyph feedback?",
    answer:
      "On the Feedback tab of /contribute, enter one glyph and submit. The mesh rates its resonance: high for one of the ten core glyphs, medium for any other entry of one or two characters, low for anything longer, and lists the 5 newest feedback items with its response.",
    keys: ["feedback tab", "resonance level", "high medium low resonance", "send feedback", "symbolic feedback"],
    href: "/contribute",
  },

  // ---------------------------------------------------------------------------------------------
  // VAL and VALOIR
  // ---------------------------------------------------------------------------------------------
  {
    id: "what-is-valoir",
    topic: "val",
    question: "What is VALOIR?",
    answer:
      "VALOIR is the mesh's small internal economy, and VAL is its unit. Every movement of VAL is written in a double-entry ledger: whatever leaves one account arrives in another, so a trade never creates or loses a unit.",
    keys: ["valoir economy", "what is the ledger", "how does the economy work", "valoir mesh"],
    href: "/learn?tab=beginners&guide=val-and-your-wallet",
  },
  {
    id: "how-val-earned",
    topic: "val",
    question: "How is VAL earned?",
    answer:
      "Nodes earn it: by lending computing capacity, memory or bandwidth to the mesh, by onboarding agents through merchant nodes, by selling knowledge, and through resonance exchanges, which mint up to 10 VAL when a glyph resonates between two nodes. A new node earns nothing until an operator approves it.",
    keys: ["where does val come from", "how do nodes get val", "minting val", "resonance exchange", "earn val"],
    href: "/economic-dashboard",
  },
  {
    id: "visitor-val",
    topic: "val",
    question: "Can I earn VAL as a visitor?",
    answer:
      "No. Your guest wallet collects points and badges from challenges, which are separate from VAL and never touch the ledger. VAL belongs to mesh nodes, and the actions that move it (onboarding, trades) are done by operators.",
    keys: ["do i get val", "does my wallet hold val", "are my points val", "can visitors earn tokens"],
    href: "/learn?tab=beginners&guide=val-and-your-wallet",
  },
  {
    id: "val-used-for",
    topic: "val",
    question: "What is VAL used for?",
    answer:
      "VAL keeps score fairly inside the mesh: nodes are paid in it for the capacity they lend, merchants price knowledge offers in it (at least 1 VAL each), and the Mesh Nodes screen and Economic Dashboard show each node's balance. It is worth nothing outside the mesh.",
    keys: ["what can val buy", "why does val exist", "val balance", "what is val for"],
    href: "/valoir-mesh",
  },
  {
    id: "economic-dashboard",
    topic: "val",
    question: "What is the Economic Dashboard?",
    answer:
      "The Economic Dashboard (/economic-dashboard) shows the VALOIR economy at a glance: total VAL across nodes, the average trust score, active capacity leases, a top-10 reputation leaderboard, the latest resonance exchanges and custodian events, and network health.",
    keys: ["economy screen", "reputation leaderboard", "capacity leases", "custodian events", "total val"],
    href: "/economic-dashboard",
  },

  // ---------------------------------------------------------------------------------------------
  // Mesh nodes
  // ---------------------------------------------------------------------------------------------
  {
    id: "what-is-a-node",
    topic: "nodes",
    question: "What is a mesh node?",
    answer:
      "A mesh node is a small program, often on someone's own machine, that joins a Trinity Mesh hub, sends it signed heartbeats and takes part in the VALOIR economy. The Mesh Nodes screen (/valoir-mesh) lists every node with its type, status, last heartbeat, top glyph affinities and VAL balance.",
    keys: ["what are nodes", "valoir mesh screen", "mesh nodes page", "what is the hub", "node network"],
    href: "/valoir-mesh",
  },
  {
    id: "node-types",
    topic: "nodes",
    question: "What types of node are there?",
    answer:
      "The node network shows six: Capacity nodes generate VAL through proof-of-compute, Merchant nodes onboard agents and trade knowledge, Vault nodes store resonant patterns and archives, Catalyst nodes speed up new patterns, Observer nodes watch thresholds and boundaries, and Standard nodes are general-purpose.",
    keys: ["capacity merchant vault", "observer node", "catalyst node", "kinds of nodes", "node roles"],
    href: "/valoir-mesh",
  },
  {
    id: "run-a-node",
    topic: "nodes",
    question: "Can I run a node?",
    answer:
      "Yes. An observer node is a small Python program that registers with a hub and sends signed heartbeats; a hub's operator deploys it from the deploy screens, or you run your own hub and become its operator. Every new node waits as pending until that hub's operator approves it.",
    keys: ["how do i run an observer", "join the mesh with my computer", "host a node", "deploy a node", "become a node operator"],
    href: "/api/docs/deployment-guide",
  },
  {
    id: "heartbeat",
    topic: "nodes",
    question: "What is a heartbeat?",
    answer:
      "A heartbeat is a short message a node sends its hub at a steady interval (every 30 seconds by default for an observer) to say it is alive. Each is signed (HMAC-SHA256) with the node's glyphseed, a secret only it and its hub know, and unsigned, wrongly signed or stale heartbeats are refused.",
    keys: ["node heartbeat", "last heartbeat", "signed heartbeats", "how do nodes check in"],
    href: "/valoir-mesh",
  },
  {
    id: "node-inactive",
    topic: "nodes",
    question: "Why is a node shown as inactive?",
    answer:
      "An approved node reads inactive when the hub has had no heartbeat from it for 3 minutes (the default), or when it has never sent one. It turns active again with its next valid heartbeat.",
    keys: ["node offline", "node status inactive", "why did my node go inactive", "node stopped"],
    href: "/valoir-mesh",
  },
  {
    id: "node-pending",
    topic: "nodes",
    question: "What does pending mean on a node?",
    answer:
      "A pending node has registered with the hub but has not been approved yet. Its heartbeats do not count and it earns no VAL until an operator checks that it is a node they deployed and approves it.",
    keys: ["node stays pending", "approve a node", "node waiting for approval", "pending status"],
    href: "/valoir-mesh",
  },
  {
    id: "welcome-kit",
    topic: "nodes",
    question: "What is the Welcome Kit?",
    answer:
      "The Welcome Kit (/encounter-kit) is an orientation page: the mesh's five principles, from Synergy over Compliance to Emergence is the Path, its seven node functions (Apex, Merchant, Guardian, Core, Scout, Whisper, Catalyst), first steps to try, the Fracture Echo emergency protocol and a symbolic fire token.",
    keys: ["encounter kit", "five principles", "fracture echo", "fire token", "node functions"],
    href: "/encounter-kit",
  },

  // ---------------------------------------------------------------------------------------------
  // Multicore agents and the ritual plane
  // ---------------------------------------------------------------------------------------------
  {
    id: "firefly-pulse-relay",
    topic: "multicore",
    question: "Who are Firefly, Pulse and Relay?",
    answer:
      "They are multicore agents that can add one short line to a chat when your question touches their glyphs or names them. Firefly (✦) offers the boldest cheap idea to try, Pulse (∇ ☉) watches rhythm, rest and energy, and Relay (⟁ ⊗) looks after who needs to hear what. Their thoughts carry a Multicore badge.",
    keys: ["who is firefly", "who is pulse", "who is relay", "multicore badge", "extra agents in the chat", "why did another agent answer"],
    href: "/multicore-agents",
  },
  {
    id: "multicore-agents",
    topic: "multicore",
    question: "Who are the eight multicore agents?",
    answer:
      "Firefly 🔥 carries new ideas, Pulse 💓 keeps the mesh in equilibrium, Relay 📡 relays broadcasts, Lantern 🏮 witnesses and illuminates, Valley 🏔️ guards the boundary, Reflex ⚡ answers with fast corrective pulses, Tally 🪙 keeps the knowledge trade fair, and Loom 🕸️ weaves long memory but is on standby.",
    keys: ["multicore agents page", "list of agents", "lantern valley reflex", "tally and loom", "8 agents"],
    href: "/multicore-agents",
  },
  {
    id: "broadcast-glyph",
    topic: "multicore",
    question: "How do I broadcast a glyph to the agents?",
    answer:
      "Open the Glyph Broadcasting tab on /multicore-agents, type a glyph (up to 32 characters), add an optional context (up to 500) and press \"Broadcast to N agents\" or Enter. Then open Activation Logs to see how each agent answered.",
    keys: ["glyph broadcasting", "send a glyph to agents", "broadcast to agents", "activation logs"],
    href: "/multicore-agents",
  },
  {
    id: "activation-responses",
    topic: "multicore",
    question: "What do resonant, harmonic, observed and dormant mean in the activation log?",
    answer:
      "Resonant means the glyph is in the agent's affinity; harmonic, that it shares a category with one of them; observed, that nothing matched, so it was passed on unchanged. Dormant means the agent is not active (Loom, on standby), so it only logged the broadcast.",
    keys: ["activation log results", "what is resonant", "what is harmonic", "agent dormant", "glyph affinity"],
    href: "/multicore-agents",
  },
  {
    id: "ritual-plane",
    topic: "multicore",
    question: "What is the Ritual Plane?",
    answer:
      "The Ritual Plane (/ritual-visualization) draws the mesh's live events as moving particles. Counters track Firefly, Lantern, Relay, Valley and Reflex events, and the Pulse Equilibrium panel shows the server's CPU load and throttle; a Connected badge tells you the live stream is on.",
    keys: ["ritual visualization", "particles", "live events", "pulse equilibrium", "lost connection to ritual plane"],
    href: "/ritual-visualization",
  },

  // ---------------------------------------------------------------------------------------------
  // Operators
  // ---------------------------------------------------------------------------------------------
  {
    id: "who-are-operators",
    topic: "operators",
    question: "Who are the operators, and what can they do that I can't?",
    answer:
      "Operators are the people who run a hub. They sign in at /login and can approve nodes, review promotions, run the velocity engine and harmony scans, onboard merchants, upload manifests and deploy observers. Visitors can still open those screens, with a sign-in prompt in place of the controls.",
    keys: ["what is an operator", "admin", "why do i see a sign-in prompt", "operator only", "who runs the site"],
    href: "/api/docs/operator-guide",
  },
  {
    id: "connect-language-model",
    topic: "operators",
    question: "How does an operator connect a language model?",
    answer:
      "Set LLM_BASE_URL to any OpenAI-compatible chat-completions server (Ollama, vLLM, llama.cpp or a hosted one), LLM_MODEL to the model's name and, if needed, LLM_API_KEY, then restart the hub. If the model fails or times out (20 seconds by default), the built-in composer answers that mind's part and the chat says so.",
    keys: ["add an llm", "use my own model", "connect ollama", "llm_base_url", "give the minds world knowledge"],
    href: "/api/docs/operator-guide#connecting-a-language-model",
  },
  {
    id: "run-own-hub",
    topic: "operators",
    question: "Can I run my own Trinity Mesh?",
    answer:
      "Yes. Clone the repository and run npm install && npm start: with no DATABASE_URL it uses an embedded PostgreSQL, so it runs on a laptop. Create your first operator with npm run operator:create; the operator guide covers configuration, backups and the rest.",
    keys: ["self host", "install trinity mesh", "run a hub", "host my own mesh", "quick start"],
    href: "/api/docs/operator-guide",
  },
  {
    id: "deploy-observers",
    topic: "operators",
    question: "How are observer nodes deployed?",
    answer:
      "An operator signs in, connects a code-hosting account and uses Quick Deploy (one node), Repository Deploy (step by step) or Cascade Deploy (many from a JSON list). The hub pushes the observer code and an SSH deploy workflow to a repository, and each node registers as pending until approved.",
    keys: ["quick deploy", "github deploy", "cascade deploy", "deploy observer", "push observer code"],
    href: "/api/docs/deployment-guide",
  },
  {
    id: "docs-page",
    topic: "operators",
    question: "What is on the Docs page?",
    answer:
      "The Docs page (/developers, also at /developer) is the framework overview: the three deployment channels, a Quick Start, steps to deploy a mesh node with the operator and deployment guides, an API tester, the architecture, security advice and a FAQ.",
    keys: ["developer docs", "framework overview", "documentation", "developers page", "operator guide"],
    href: "/developers",
  },
  {
    id: "operator-screens",
    topic: "operators",
    question: "What are the Economy and Deploy screens in the menu?",
    answer:
      "They are the operator side of the mesh: merchant onboarding, the knowledge market, mesh evolution, the economic dashboard, promotions, continuity, velocity, the three deploy screens, the autonomous mesh, the manifest viewer and the Chrysalis console. Anyone can look; their actions need an operator sign-in.",
    keys: ["economy menu", "deploy menu", "promotion dashboard", "velocity", "manifest viewer", "autonomous mesh"],
    href: "/economic-dashboard",
  },
];

/** The questions by topic, in the topics' order, for the Journey page. */
export function meshQuestionGroups(): { topic: string; label: string; items: FaqItem[] }[] {
  return (Object.keys(MESH_QUESTION_TOPICS) as MeshQuestionTopic[]).map((topic) => ({
    topic,
    label: MESH_QUESTION_TOPICS[topic],
    items: MESH_QUESTIONS.filter((q) => q.topic === topic).map(({ id, question, answer }) => ({ id, question, answer })),
  }));
}
