import { defineTemplates, md } from './define';

export const whatILearnedFromTemplates = defineTemplates('what-i-learned-from', [
  {
    title: 'What I Learned From a Book',
    description: 'Turn a finished book into lasting ideas: the core argument, the evidence and what you will change.',
    tags: ['books', 'reading', 'summary'],
    template: md`
      ## Book
      _Title, author, and why you picked it up._

      ## The core argument in three sentences
      _What is the author trying to convince you of?_

      ## The best evidence or example
      _Which story, study or example made the argument land?_

      ## Where I disagree
      _What is missing, overstated or does not fit your experience?_

      ## What I will do differently
      _One concrete change in how you work, think or live._

      ## Who should read it
      _And who should not?_
    `,
  },
  {
    title: 'What I Learned From a Course',
    description: 'Capture the skills a course actually gave you, beyond the certificate.',
    tags: ['courses', 'skills', 'online-learning'],
    template: md`
      ## Course
      _Name, provider, length, and what you hoped to get from it._

      ## Skills I can now demonstrate
      _Things you could do in front of someone, not just recognise._

      ## The module that mattered most
      _Why did it stick?_

      ## What I skimmed or skipped
      _Is any of it worth going back to?_

      ## Apply it
      _A small project that uses what you learned, to do within two weeks._
    `,
  },
  {
    title: 'What I Learned From a Conversation',
    description: 'Record the insight from a talk with a mentor, colleague or friend before it fades.',
    tags: ['mentorship', 'conversations', 'people'],
    template: md`
      ## Who and when
      _Who did you talk to, and what was the context?_

      ## The insight
      _What did they say or show you that changed your view?_

      ## Their experience behind it
      _What in their background makes this advice credible, and where might it not apply to you?_

      ## What I will try
      _A specific experiment based on the conversation._

      ## Follow-up
      _A question to ask them next time, or a thank-you to send._
    `,
  },
  {
    title: 'What I Learned From a Podcast or Talk',
    description: 'Make audio and video learning stick: key ideas, a memorable quote and an action.',
    tags: ['podcasts', 'talks', 'audio'],
    template: md`
      ## Episode or talk
      _Title, speaker, link._

      ## Key ideas
      - 
      - 
      - 

      ## A line worth remembering
      _Paraphrase it if you cannot quote it exactly._

      ## How it relates to what I am learning
      _Connect it to a current goal or project._

      ## Action
      _One thing to try, read or look up because of it._
    `,
  },
  {
    title: 'What I Learned From Someone Else\'s Mistake',
    description: 'Study a public failure or case study so you do not have to repeat it yourself.',
    tags: ['case-study', 'mistakes', 'lessons'],
    template: md`
      ## The case
      _What happened, to whom, and where did you read about it?_

      ## The decisions that led there
      _Which choices, made at the time with the information available, caused the outcome?_

      ## Warning signs
      _What signals were visible before things went wrong?_

      ## Would I have done better?
      _Honestly: what would you have decided in their place?_

      ## My safeguard
      _A rule or check you will adopt so this does not happen to you._
    `,
  },
  {
    title: 'What I Learned From a Documentary or Video',
    description: 'Separate the facts from the storytelling and keep what is worth knowing.',
    tags: ['video', 'documentary', 'critical-thinking'],
    template: md`
      ## What I watched
      _Title, creator, link._

      ## The main claims
      _What does it want you to believe?_

      ## Facts worth checking
      _Which claims will you verify? What did you find?_

      ## How it was told
      _Music, editing, interviews chosen: how did the storytelling shape your reaction?_

      ## What I keep
      _The facts or questions you want to remember._
    `,
  },
  {
    title: 'What I Learned From Teaching Someone',
    description: 'Teaching is learning twice: record what explaining it to someone else revealed.',
    tags: ['teaching', 'mentoring', 'explanation'],
    template: md`
      ## What I taught, and to whom
      _The topic and the learner's starting point._

      ## What went well
      _Which explanation or example worked?_

      ## Their questions
      _Which questions surprised you or made you think?_

      ## Gaps in my own understanding
      _Where did you hesitate, hand-wave or get it wrong?_

      ## Next time
      _How would you teach it better?_
    `,
  },
  {
    title: 'What I Learned From a Conference or Workshop',
    description: 'Condense a day of sessions into the few ideas and contacts that matter.',
    tags: ['conferences', 'workshops', 'networking'],
    template: md`
      ## Event
      _Name, date, sessions attended._

      ## Top three takeaways
      1. 
      2. 
      3. 

      ## People I met
      _Who, what you talked about, and why you want to stay in touch._

      ## Ideas to bring back
      _What could you apply in your work or study within a month?_

      ## Was it worth it?
      _Would you go again? What would you do differently?_
    `,
  },
]);
