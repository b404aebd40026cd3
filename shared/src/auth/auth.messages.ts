/** The spec's exact validation texts (§5), shared by the forms and the server. */
export const authMessages = {
  emailRequired: 'Email address is required',
  emailInvalid: 'Must be a valid email address',
  emailTooLong: 'Email address is too long',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password is too short',
  passwordTooLong: 'Password is too long',
  passwordsMustMatch: 'Passwords must match',
  firstNameRequired: 'First name is required',
  surnameRequired: 'Surname is required',
  nameTooLong: 'Name is too long',
  companyNameRequired: 'Company/Organisation Name is required',
  companyNameTooShort: 'Company/Organisation Name is too short',
  companyNameTooLong: 'Company/Organisation Name is too long',
  phoneInvalid: 'Must be an Australian mobile number, e.g. 0412 345 678',
  referralCodeTooLong: 'Referral code is too long',
  resetTokenRequired: 'Reset token is required',
} as const;

/** Server-side error texts, in the short form the spec's error catalogue expects (§8). */
export const serverErrorMessages = {
  taken: 'has already been taken',
  invalidCredentials: 'Invalid login credentials. Please try again, or Sign Up if you do not have an account yet.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  notSignedIn: 'You need to sign in or sign up before continuing.',
  resetTokenInvalid: 'Reset password token is invalid or has expired',
  unavailable: 'This action is unavailable. Please try again soon.',
} as const;
