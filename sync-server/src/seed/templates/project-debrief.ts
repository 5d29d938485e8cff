import { defineTemplates, md } from './define';

export const projectDebriefTemplates = defineTemplates('project-debrief', [
  {
    title: 'Project Retrospective',
    description: 'Close a project properly: goals against outcomes, what worked, what to carry into the next one.',
    tags: ['projects', 'retrospective', 'lessons'],
    template: md`
      ## The project in one paragraph
      _What was it, who was it for, how long did it take?_

      ## Goals and outcomes
      | Goal | Outcome | Met? |
      |---|---|---|
      |  |  |  |
      |  |  |  |

      ## What worked
      _Decisions, tools and habits you would repeat._

      ## What did not
      _And what it cost: time, quality, motivation._

      ## Skills I gained
      _What can you do now that you could not at the start?_

      ## Carry forward
      _Three lessons for your next project._
    `,
  },
  {
    title: 'After-Action Review',
    description: 'The four classic questions: what was supposed to happen, what happened, why, and what next.',
    tags: ['after-action-review', 'debrief', 'teams'],
    template: md`
      ## What was supposed to happen?
      _The plan and the intended result._

      ## What actually happened?
      _The facts, in order._

      ## Why was there a difference?
      _Causes, not excuses. Include what went better than planned._

      ## What will we sustain?
      _Keep doing._

      ## What will we improve?
      _Change next time, and who owns the change._
    `,
  },
  {
    title: 'Side Project Debrief',
    description: 'Reflect on a personal project: what you built, what you learned, and whether to continue.',
    tags: ['side-project', 'building', 'learning-by-doing'],
    template: md`
      ## What I built
      _Describe it and link to it._

      ## Why I started
      _What did you want to learn or make?_

      ## The hardest problem
      _What was it, and how did you solve it (or not)?_

      ## New things I learned
      _Tools, concepts, techniques._

      ## Continue, pause or finish?
      _Decide, and write why._
    `,
  },
  {
    title: 'Team Project Reflection',
    description: 'Reflect on your role in a team: contribution, collaboration and what you learned from others.',
    tags: ['teamwork', 'collaboration', 'projects'],
    template: md`
      ## My role
      _What were you responsible for?_

      ## My contribution
      _What would have been missing without you?_

      ## Collaboration
      _What made working together easy or hard? How did you handle disagreement?_

      ## What I learned from a teammate
      _Name a person and one thing you picked up from them._

      ## Next team
      _One thing you will do differently as a teammate._
    `,
  },
  {
    title: 'Hackathon or Sprint Debrief',
    description: 'Capture the lessons of an intense, time-boxed push while they are fresh.',
    tags: ['hackathon', 'sprint', 'time-boxing'],
    template: md`
      ## The challenge
      _The problem and the time box._

      ## What we shipped
      _And what we cut to get there._

      ## Best decision
      _Which call saved the most time?_

      ## Worst time sink
      _Where did hours disappear?_

      ## Reusable lessons
      _Scoping, tooling or teamwork lessons that apply beyond this event._
    `,
  },
  {
    title: 'Project Milestone Check-in',
    description: 'Pause at a milestone: progress, risks, and whether the plan still makes sense.',
    tags: ['milestones', 'projects', 'progress'],
    template: md`
      ## Milestone reached
      _What is done? Link or describe the evidence._

      ## Planned versus actual
      _Time and scope: ahead, on track or behind?_

      ## What I learned getting here
      _Technical and personal lessons._

      ## Risks ahead
      _What could derail the next milestone?_

      ## Plan adjustment
      _What will you change for the next stretch?_
    `,
  },
  {
    title: 'Technical Decision Record',
    description: 'Record an important decision: context, options, the choice and what you learned from its consequences.',
    tags: ['decisions', 'architecture', 'engineering'],
    template: md`
      ## Decision
      _What was decided, and when._

      ## Context
      _The problem and the constraints at the time._

      ## Options considered
      1. _Option, pros and cons_
      2. _Option, pros and cons_
      3. _Option, pros and cons_

      ## Why this option
      _The deciding reasons._

      ## Consequences so far
      _What turned out as expected, and what surprised you?_
    `,
  },
  {
    title: 'Stakeholder Feedback Debrief',
    description: 'Process feedback from a client, teacher or reviewer: what they said, what it means, what you will do.',
    tags: ['feedback', 'stakeholders', 'communication'],
    template: md`
      ## Who gave feedback, on what
      _The person, the work, the setting._

      ## What they said
      _As close to their words as you can._

      ## What they meant
      _Read between the lines: what need or worry is behind it?_

      ## What I agree with and what I question
      _Feedback is information, not a verdict._

      ## Response
      _What you will change, and what you will explain instead._
    `,
  },
]);
