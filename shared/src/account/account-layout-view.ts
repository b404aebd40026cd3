import {
  accountMenu,
  accountScreenAccess,
  type AccountMenuEntry,
  type AccountScreenKey,
  type AccountViewer,
} from './account-menu';
import { accountSetupSteps, nextStepBanner, type AccountSetupFlags, type AccountSetupStep } from './account-setup';

/** What the account rules need of the signed-in user for the frame of a screen (an AuthUser fits). */
export interface AccountLayoutViewer extends AccountViewer {
  company: AccountViewer['company'] & AccountSetupFlags;
}

export type AccountLayoutView =
  /** Spec §6: no menu and no main panel, only the way to a new company account. */
  | { state: 'removed' }
  /** The menu beside a screen the viewer may not open (a member without Account and Billing on Company Details). */
  | { state: 'forbidden'; menu: AccountMenuEntry[]; selected: AccountMenuEntry['screen'] | null }
  | {
      state: 'allowed';
      menu: AccountMenuEntry[];
      selected: AccountMenuEntry['screen'] | null;
      /** The 'Next Step' banner shown above and below the screen, or null. */
      nextStep: AccountSetupStep | null;
    };

/** The menu entry a screen belongs to: the user-management sub-pages sit under 'User Management'. */
export function accountMenuEntryOf(screen: AccountScreenKey | null): AccountMenuEntry['screen'] | null {
  if (screen === null) return null;
  if (screen.startsWith('user_management')) return 'user_management';
  return screen as AccountMenuEntry['screen'];
}

/**
 * The frame of an account screen for a signed-in member (spec §2 "Account area", §6; signed out, the
 * screen says 'Not Logged In'): the removed member's pointer, or the menu with the screen (null: the
 * /my/account index, open to every member) and its 'Next Step' banner. Only the billing group opens
 * checklist screens, so only they get the banner.
 */
export function accountLayoutView(viewer: AccountLayoutViewer, screen: AccountScreenKey | null): AccountLayoutView {
  const menu = accountMenu(viewer);
  if (menu.state !== 'signed_in') return { state: 'removed' };
  const selected = accountMenuEntryOf(screen);
  if (screen !== null && accountScreenAccess(viewer, screen) !== 'allowed') {
    return { state: 'forbidden', menu: menu.entries, selected };
  }
  const nextStep = screen === null ? null : nextStepBanner(viewer.company, screen);
  return { state: 'allowed', menu: menu.entries, selected, nextStep };
}

export type ChecklistStepState = 'done' | 'next' | 'to_do';

/** The Account Setup Checklist (spec §2, §4): the five steps in order, each done, the next one, or still to do. */
export function accountSetupChecklist(
  flags: AccountSetupFlags,
): Array<{ step: AccountSetupStep; state: ChecklistStepState }> {
  let nextFound = false;
  return accountSetupSteps.map((step) => {
    if (flags[step.flag]) return { step, state: 'done' };
    const state = nextFound ? 'to_do' : 'next';
    nextFound = true;
    return { step, state };
  });
}
