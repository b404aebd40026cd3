/**
 * Dashboard key indicator codes of `hazardous_inversion`: §7's measured states 0 none, 1 inversion
 * (turbulent), 2 hazardous; then the rule of thumb of stations without VTD (§4.10), 3 not expected,
 * 4 likely, with legend bands of their own so a guess never takes a measured state's colour or words.
 */
export const hazardousInversionStates = {
  none: 0,
  inversion: 1,
  hazardous: 2,
  notExpectedByRuleOfThumb: 3,
  likelyByRuleOfThumb: 4,
} as const;
export type HazardousInversionState = (typeof hazardousInversionStates)[keyof typeof hazardousInversionStates];
