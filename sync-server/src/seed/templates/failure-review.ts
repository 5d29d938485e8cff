import { defineTemplates, md } from './define';

export const failureReviewTemplates = defineTemplates('failure-review', [
  {
    title: 'Blameless Failure Review',
    description: 'Review what went wrong by looking at causes and conditions, not at who to blame (including yourself).',
    tags: ['failure', 'post-mortem', 'growth'],
    template: md`
      ## What happened
      _Describe the facts, without judging them._

      ## Timeline
      _The key moments and decisions, in order._

      ## Contributing factors
      _Knowledge, time pressure, tools, assumptions, environment. There is rarely one cause._

      ## What went right
      _Even in failure something worked. What limited the damage?_

      ## What I would do differently
      _With what you knew at the time, not with hindsight._

      ## Changes I will make
      _Specific actions with a date._
    `,
  },
  {
    title: 'Five Whys',
    description: 'Ask "why?" five times to get from the symptom to the root cause.',
    tags: ['root-cause', 'five-whys', 'problem-solving'],
    template: md`
      ## The problem
      _State it as a fact: what happened, when._

      ## Why did it happen?
      1. _Because..._
      2. _Why? Because..._
      3. _Why? Because..._
      4. _Why? Because..._
      5. _Why? Because..._

      ## Root cause
      _Which answer, if fixed, would stop the problem from coming back?_

      ## Countermeasure
      _What will you change, and how will you know it worked?_
    `,
  },
  {
    title: 'Exam or Test Post-Mortem',
    description: 'Classify every lost mark so the next study session targets the real weakness.',
    tags: ['exams', 'study', 'mistakes'],
    template: md`
      ## The test
      _Subject, date, result, and the result you expected._

      ## Lost marks by type
      | Question | Knowledge gap | Misread | Careless | Ran out of time |
      |---|---|---|---|---|
      |  |  |  |  |  |
      |  |  |  |  |  |

      ## The biggest category
      _Which type cost you most? That is where study time goes next._

      ## How I prepared
      _What study methods did you use? Did they match what the test asked?_

      ## Plan for next time
      _Change the method, not just the number of hours._
    `,
  },
  {
    title: 'Missed Goal Review',
    description: 'Understand why a learning goal was missed, and decide whether to retry, resize or drop it.',
    tags: ['goals', 'failure', 'planning'],
    template: md`
      ## The goal
      _What it was, and the deadline._

      ## Where I ended up
      _What did you achieve? Partial progress counts._

      ## Why I missed it
      _Was the goal too big, the plan unclear, the time taken by something else, or the motivation gone?_

      ## What I learned anyway
      _The knowledge and the lessons that came from trying._

      ## Decision
      _Retry, resize or drop it? Why?_
    `,
  },
  {
    title: 'Rejection Reflection',
    description: 'After a rejected application, pitch or submission: separate the signal from the sting.',
    tags: ['rejection', 'resilience', 'career'],
    template: md`
      ## What was rejected
      _The application, proposal or work, and by whom._

      ## How I feel
      _Name it. Writing it down takes some of its weight away._

      ## The feedback (given or likely)
      _What did they say? If nothing: what are the most likely reasons?_

      ## What is in my control
      _Which reasons could you work on, and which were never yours to control?_

      ## Next attempt
      _One improvement, and where you will try next._
    `,
  },
  {
    title: 'Bug Post-Mortem',
    description: 'Learn from a bug you caused or chased: the cause, why it slipped through, and the lesson.',
    tags: ['programming', 'debugging', 'post-mortem'],
    template: md`
      ## Symptom
      _What did users or tests see?_

      ## Root cause
      _The actual defect, in one or two sentences._

      ## Why it slipped through
      _Missing test, wrong assumption, unclear requirement, rushed review?_

      ## How I found it
      _The debugging steps that worked, and the ones that wasted time._

      ## Prevention
      _A test, a check or a habit that would catch this class of bug next time._
    `,
  },
  {
    title: 'Pre-Mortem: Imagine It Failed',
    description: 'Before you start: imagine the learning project failed, and list why, while you can still prevent it.',
    tags: ['pre-mortem', 'planning', 'risk'],
    template: md`
      ## The project
      _What are you about to start?_

      ## It is six months later and it failed
      _Write the story of why. Be specific and pessimistic._

      ## The most likely causes
      1. 
      2. 
      3. 

      ## Prevention
      _For each cause: what will you do now to make it less likely?_

      ## Early warning sign
      _What would you notice in week two that says you are heading that way?_
    `,
  },
  {
    title: 'Plateau Breakdown',
    description: 'Stuck at the same level for weeks? Diagnose the plateau and design a way through it.',
    tags: ['plateau', 'practice', 'progress'],
    template: md`
      ## Where I am stuck
      _The skill, and how long you have been at this level._

      ## What I have been doing
      _Be specific: are you repeating what you can already do?_

      ## What the next level requires
      _Ask an expert, read, or watch someone better. What do they do differently?_

      ## New challenge
      _An exercise just beyond your current ability, with fast feedback._

      ## Measure
      _How will you know the plateau is breaking?_
    `,
  },
]);
