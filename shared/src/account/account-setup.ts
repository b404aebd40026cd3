/**
 * The five account-setup steps in order (spec §2 "Account area", §4).
 * A step is done when its company flag is true.
 */
export const accountSetupSteps = [
  { flag: 'has_company_details', screen: 'company_details', label: 'Complete Your Company Details' },
  { flag: 'has_billing_plan', screen: 'plan_and_extras', label: 'Select a Billing Plan' },
  { flag: 'has_payment_method', screen: 'payment_details', label: 'Enter Your Payment Details' },
  { flag: 'has_user_survey_response', screen: 'user_survey', label: 'Complete User Survey' },
  { flag: 'has_billing_discount_code_use', screen: 'start_trial_or_billing', label: 'Start Trial or Billing' },
] as const;

export type AccountSetupStep = (typeof accountSetupSteps)[number];
export type AccountSetupFlag = AccountSetupStep['flag'];
export type AccountSetupFlags = Record<AccountSetupFlag, boolean>;

/** The first step whose flag is false, or null when every step is done. */
export function nextAccountSetupStep(flags: AccountSetupFlags): AccountSetupStep | null {
  return accountSetupSteps.find((step) => !flags[step.flag]) ?? null;
}

export function isAccountSetupComplete(flags: AccountSetupFlags): boolean {
  return nextAccountSetupStep(flags) === null;
}

export function completedAccountSetupStepCount(flags: AccountSetupFlags): number {
  return accountSetupSteps.filter((step) => flags[step.flag]).length;
}

/** The checklist and the five step screens: the screens that carry the 'Next Step' banner. */
export const accountSetupScreens: readonly string[] = [
  'account_setup_checklist',
  ...accountSetupSteps.map((step) => step.screen),
];

/**
 * The 'Next Step' banner at the top and bottom of each checklist screen (spec §2 "Account area", §4):
 * the first incomplete step, hidden on that step's own screen, and hidden entirely once discount-code
 * use is recorded (for the banner that step counts as the whole setup). Null: no banner.
 */
export function nextStepBanner(flags: AccountSetupFlags, currentScreen: string): AccountSetupStep | null {
  if (flags.has_billing_discount_code_use || !accountSetupScreens.includes(currentScreen)) return null;
  const next = nextAccountSetupStep(flags);
  return next && next.screen !== currentScreen ? next : null;
}
