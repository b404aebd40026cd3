import { canManageAccountAndBilling } from '@mesonet/shared/account/account-roles';
import { billingBanner, defaultRemainFreeText, remainFreeTextLabelKey } from '@mesonet/shared/billing/billing-banner';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTextLabel } from '@/lib/app-settings-query';
import './billing-banner.css';

/**
 * Spec §6, §8: the billing banner at the top of every screen for the owner and account_billing members
 * of a company with a plan; billingBanner() decides which one and its words. The whole sentence links
 * to the screen that deals with it. Everything it reads is the signed-in user's company (spec §3), which
 * sign-in, validate_token and every account or billing change answer with, so it follows at once.
 */
export function BillingBanner({ user }: { user: AuthUser }) {
  const { company } = user;
  const planKey = company.billing_item_access_plan?.billing_product_key ?? null;
  const canManageBilling = canManageAccountAndBilling(user.permissions);
  const remainFreeText = useTextLabel(
    remainFreeTextLabelKey,
    defaultRemainFreeText,
    canManageBilling && planKey !== null,
  );
  const banner = billingBanner({
    canManageBilling,
    planKey,
    flags: company,
    discountCodeStatus: company.billing_discount_code_status,
    freeUntil: company.billing_plan_free_until,
    unpaidInvoiceCount: company.invoices_payment_unsuccessful.length,
    unpaidPastLastRetry: company.unpaid_past_last_retry,
    freeTrialAvailable: company.free_trial_available,
    remainFreeText,
  });
  const href = banner && paths.accountScreen.screens.find((entry) => entry.screen === banner.screen)?.path;
  if (!banner || !href) return null;
  return (
    <div className={`billing-banner billing-banner--${banner.kind}`}>
      <p className="billing-banner__text">
        <Link to={href}>{banner.text}</Link>
      </p>
    </div>
  );
}
