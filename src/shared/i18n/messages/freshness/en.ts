// freshness: the "Is the information still right?" reminder mail and its link's page (issue 34 part 3).

export const freshnessEn = {
  subject: "Is {childName}'s information still right?",
  subjectUnnamed: "Is your child's information still right?",
  intro: 'A parent last checked this information on {date}.',
  introNever: 'A parent has not yet checked this information.',
  pageShows: 'This is what the emergency page shows to whoever scans the bracelet:',
  name: 'Name',
  behindPin: '{title} (behind the PIN)',
  noFields: 'No emergency information yet.',
  stillRightLink: 'Still right',
  editLink: 'Edit',
  linkNote:
    'The “Still right” link works for 60 days, without signing in. If something has changed, edit it instead.',
  why: 'We ask every {months, plural, one {month} other {# months}}, so that responders can rely on what they read.',
  confirmButton: 'Yes, still right',
  editInstead: 'Edit the information',
  thanksHeading: 'Thank you!',
  thanksText: 'The emergency page now shows that a parent checked the information today.',
  invalidLink:
    'This link is not valid. Please open it exactly as it came in the mail, or sign in to check the information.',
  expiredLink: 'This link has expired. Please sign in to check the information.',
  tagGone: 'This tag is no longer active.',
  tagNotFound: 'This tag does not exist (any more).',
  tooManyLinks: 'Too many invalid links from your connection. Please try again later.',
} as const;
