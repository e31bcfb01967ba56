// How a person of the family is named on the page: their first name, else their address.
export const memberName = (member: { firstName: string | null; email: string }) =>
  member.firstName?.trim() || member.email;
