import { defineTemplates, md } from './define';

export const dailyLearningTemplates = defineTemplates('daily-learning', [
  {
    title: 'Daily Learning Log',
    description: 'A five-minute end-of-day entry: what you learned, why it matters and what is still fuzzy.',
    tags: ['daily', 'reflection', 'habit'],
    template: md`
      ## What I learned today
      _Describe one idea, skill or fact in your own words, as if telling a friend._

      ## Why it matters
      _Where will this help you? What problem does it solve or what does it change?_

      ## How it connects
      _What did you already know that this builds on, contradicts or extends?_

      ## Still fuzzy
      _What part could you not explain yet? Write the exact question._

      ## Tomorrow's next step
      _One small, concrete action (15 minutes or less) to go deeper._
    `,
  },
  {
    title: 'Feynman Technique Explanation',
    description: 'Explain a concept in plain words, find the gaps, and simplify until it clicks.',
    tags: ['feynman', 'understanding', 'explanation'],
    template: md`
      ## The concept
      _Name the idea you want to truly understand._

      ## Explain it to a 12-year-old
      _Plain words only, no jargon. Short sentences. Use an example from everyday life._

      ## Where I got stuck
      _Which sentences were hard to write? Where did you reach for a technical term instead of an explanation?_

      ## Back to the source
      _What did you re-read or look up to fill those gaps? What did you get wrong the first time?_

      ## Simpler version
      _Rewrite the explanation in three sentences, with one analogy._
    `,
  },
  {
    title: 'Three Things I Learned Today',
    description: 'The quickest useful entry: three takeaways, each with a reason to remember it.',
    tags: ['daily', 'quick', 'takeaways'],
    template: md`
      ## 1.
      _What I learned:_

      _Why I want to remember it:_

      ## 2.
      _What I learned:_

      _Why I want to remember it:_

      ## 3.
      _What I learned:_

      _Why I want to remember it:_

      ## The one I will act on
      _Which of the three will you use this week, and how?_
    `,
  },
  {
    title: 'Active Recall Check-in',
    description: 'Write what you remember before looking at your notes, then compare: memory is built by retrieving.',
    tags: ['active-recall', 'memory', 'study'],
    template: md`
      ## Topic
      _What did you study? (Do not open your notes yet.)_

      ## Everything I remember
      _Write or sketch all you can recall: definitions, steps, examples, formulas._

      ## Compared with my notes
      _Now open them. What did you miss? What did you get wrong?_

      ## Why I missed it
      _Was it never understood, understood but not practised, or just not reviewed?_

      ## Next review
      _When will you test yourself again? Pick a date two or three days from now._
    `,
  },
  {
    title: 'Deliberate Practice Session',
    description: 'Plan and review a focused practice session on one sub-skill, with feedback and a next repetition.',
    tags: ['practice', 'skills', 'feedback'],
    template: md`
      ## Skill and sub-skill
      _The skill (e.g. public speaking) and the narrow part you practised today (e.g. pausing instead of filler words)._

      ## Goal for this session
      _What would "better" look like, in something you can observe or measure?_

      ## What I did
      _Exercises, repetitions, time spent._

      ## Feedback
      _What told you how you did: a coach, a recording, a test, a metric? What did it say?_

      ## Errors worth studying
      _The mistakes that repeated. What causes them?_

      ## Next repetition
      _What will you change next session? Make it slightly harder than comfortable._
    `,
  },
  {
    title: 'Daily Reading Notes',
    description: 'Capture the key idea of what you read today, in your own words, with one question to carry forward.',
    tags: ['reading', 'notes', 'books'],
    template: md`
      ## Source
      _Title, author, chapter or pages._

      ## The key idea
      _One paragraph in your own words. No copying._

      ## A passage worth keeping
      _Quote it briefly, then say why it struck you._

      ## I agree / I doubt
      _Where does the author convince you, and where are you not sure?_

      ## Question to carry forward
      _What would you ask the author if you could?_
    `,
  },
  {
    title: 'Question of the Day',
    description: 'Start from a real question, record what you found out and what you are still unsure about.',
    tags: ['curiosity', 'questions', 'research'],
    template: md`
      ## Today's question
      _Write a specific question you genuinely want answered._

      ## What I expected
      _Before looking anything up: your best guess and why._

      ## What I found
      _The answer, and where it came from. How trustworthy is the source?_

      ## How my guess compared
      _What did your guess get right or wrong? What does that tell you about your model of the topic?_

      ## New questions
      _Good answers raise new questions. Write the best one down._
    `,
  },
  {
    title: 'Concept Map Entry',
    description: 'Place a new idea among the ones you know: neighbours, relationships and an example.',
    tags: ['concept-map', 'connections', 'understanding'],
    template: md`
      ## Central concept
      _The idea at the middle of the map._

      ## Related concepts
      - _Concept:_ relationship (is a kind of / causes / depends on / contrasts with)
      - _Concept:_ relationship
      - _Concept:_ relationship

      ## A concrete example
      _One real case where you can see the concept at work._

      ## A common misconception
      _What do beginners (or you, last week) tend to believe that is not quite right?_

      ## The link I had not seen before
      _Which connection surprised you?_
    `,
  },
  {
    title: 'Morning Intention, Evening Review',
    description: 'Set a learning intention in the morning and check it honestly at night.',
    tags: ['daily', 'planning', 'intention'],
    template: md`
      ## Morning: today I intend to learn
      _One thing, specific enough to check tonight._

      ## Morning: when and where
      _The time and place you will do it, and what might get in the way._

      ## Evening: did it happen?
      _Yes, partly or no. Be honest; this is data, not judgement._

      ## Evening: what I actually learned
      _Including anything unplanned._

      ## Evening: adjust for tomorrow
      _What would make tomorrow's intention easier to keep?_
    `,
  },
]);
