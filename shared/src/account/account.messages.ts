import { authMessages } from '../auth/auth.messages';

/**
 * The texts of the account area, shared by the forms and the server. Those the spec gives (§2, §5, §6,
 * §8) are verbatim; the rest follow their wording.
 */
export const accountMessages = {
  companyNameRequired: authMessages.companyNameRequired,
  companyNameTooShort: authMessages.companyNameTooShort,
  companyNameTooLong: authMessages.companyNameTooLong,
  /** Spec §8: what the new-company form shows for the server's 'has already been taken'. */
  companyNameInUse: 'Company/Organisation Name is already in use. Please use a different Company/Organisation Name.',
  abnTooShort: 'ABN is too short',
  abnTooLong: 'ABN is too long',
  abnNotDigits: 'ABN must contain only digits',
  addressTooShort: 'Address is too short',
  addressTooLong: 'Address is too long',
  localityTooShort: 'Locality is too short',
  localityTooLong: 'Locality is too long',
  postcodeTooShort: 'Postcode is too short',
  postcodeTooLong: 'Postcode is too long',
  stateRequired: 'State is required',
  countryAustralia: 'Country must be Australia',

  ageRequired: 'Age is required',
  genderRequired: 'Gender is required',
  occupationRequired: 'Occupation or industry is required',
  occupationTooLong: 'Occupation or industry is too long',
  mainAwsRequired: 'Main AWS of interest is required',
  mainAwsUnknown: 'Select a station from the list',
  mainUseRequired: 'Main use is required',
  mainUseTooLong: 'Main use is too long',
  cropTypeTooLong: 'Main crop type is too long',
  herbicidesTooLong: 'Main two herbicides used in summer is too long',
  supplierTooLong: 'Usual supplier of summer herbicide is too long',
  whereHeardRequired: 'Where you heard about us is required',
  notInList: 'Select an option from the list',

  emailRequired: authMessages.emailRequired,
  emailInvalid: authMessages.emailInvalid,
  emailsMustMatch: 'Email addresses must match',
  phoneRequired: 'Phone number is required',
  phoneInvalid: authMessages.phoneInvalid,

  permissionChoice: 'Permission must be true or false',
  maximumUsers: 'You have invited the maximum number of users.',
  planRequired: 'This feature is only available when a billing plan has been selected.',
  alreadyInCompany: 'This email address already belongs to a user of your company.',
  alreadyInvited: 'This email address has already been invited to your company.',
  noSuchCompanyUser: 'There is no user with this email address in your company.',
  notYetAccepted: 'This user has not yet accepted the invitation to your company.',
  notYourself: 'You cannot do this to your own account.',
  ownerUnchangeable: "The account owner's permissions cannot be changed.",
  ownerCannotBeRemoved: 'The account owner cannot be removed. Make another user the account owner first.',
  alreadyOwner: 'This user is already the account owner.',
  notPermitted: 'You do not have permission to do this.',
  removedFromCompany:
    'You have been removed from your company. Create a new company account to continue using Mesonet.',
  notOwnUid: 'You can only update your own details.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is not correct',
  unknownUpdateType: 'Unknown update type',

  invitationInvalid: 'There is no invitation for this link. It may have expired or already been used.',
  /** On `email`, short as 'has already been taken': the complete-signup form reads it as 'Email address …'. */
  notInvitedEmail: 'must be the one this invitation was sent to',
  noOwnershipInvitation: 'There is no ownership invitation waiting for your answer.',
  noTransferInvitation: 'There is no new invitation to join a new company.',
  ownerOfOtherUsers:
    'You are the account owner of a company with other users. Make one of them its account owner first.',
  newCompanyNotNeeded: 'Creating a new company account is only needed after you have been removed from a company.',
  responseRequired: 'Choose Accept or Decline',

  companyDetailsSaved: 'Your company details have been saved.',
  userSurveySaved: 'Thank you for completing the user survey.',
  companySettingsReset: 'Your company settings have been reset.',
  userDetailsUpdatedTitle: 'Updated Success',
  userDetailsUpdated: 'You have updated your detail successfully!',
  reloginAfterEmailChange: 'Your email address has changed: please log in again with your new email address.',
} as const;
