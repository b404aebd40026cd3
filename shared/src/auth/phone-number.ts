/** Australian mobile numbers: 04xx xxx xxx, or +61 4xx xxx xxx. */
const australianMobilePattern = /^(?:\+?61|0)4\d{8}$/;

export function compactPhoneNumber(value: string): string {
  return value.replace(/[\s\-()]/g, '');
}

export function isAustralianMobileNumber(value: string): boolean {
  return australianMobilePattern.test(compactPhoneNumber(value));
}
