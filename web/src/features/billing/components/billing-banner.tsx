import { canManageAccountAndBilling } from '@mesonet/shared/account/account-roles';
import { billingBanner, defaultRemainFreeText, remainFreeTextLabelKey } from '@mesonet/shared/billing/billing-banner';
import type { AuthUser } from '@mesonet/shared/contracts/auth-user.schema';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTextLabel } from '@/lib/app-settings-query';
import { useBillingQuery } from '../api/billing';
import './billing-banner.css';

/**
 * Spec §6, §8: the billing banner at the top of every screen for the owner and account_billing members
 * of a company with a plan; billingBanner() decides which one and its words. The whole sentence links
 * to the screen that deals with it. The setup flags come from the signed-in user, which every account
 * save refreshes; invoices and the trial from the company's billing.
 */
export function BillingBanner({ user }: { user: AuthUser }) {
  const planKey = user.company.billing_item_access_plan?.billing_product_key ?? null;
  const canManageBilling = canManageAccountAndBilling(user.permissions);
  const shown = canManageBilling && planKey !== null;
  const billing = useBillingQuery(shown ? user.id : null);
  const remainFreeText = useTextLabel(remainFreeTextLabelKey, defaultRemainFreeText, shown);
  if (!shown || !billing.data) return null;

  const state = billing.data.billing;
  const banner = billingBanner({
    canManageBilling,
    planKey,
    flags: user.company,
    discountCodeStatus: state.billing_discount_code_status,
    freeUntil: state.billing_plan_free_until,
    unpaidInvoiceCount: state.invoices_payment_unsuccessful.length,
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
