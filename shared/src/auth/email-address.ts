/**
 * The email pattern of the spec (§5 "Email pattern"): the usual local@domain
 * form, where the domain may also be an IPv4 literal such as `user@[192.168.0.1]`.
 */
const emailPattern =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export const emailMaxLength = 254;

export function isValidEmailAddress(value: string): boolean {
  return value.length <= emailMaxLength && emailPattern.test(value);
}

/** Emails are compared and stored without case or surrounding spaces. */
export function normaliseEmailAddress(value: string): string {
  return value.trim().toLowerCase();
}
