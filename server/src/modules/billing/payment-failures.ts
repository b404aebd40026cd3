import { plans, type PlanKey } from '@mesonet/shared/plans/plans';
import { paymentFailedMail } from '../mail/templates/payment-failed.mail';
import { currentChoice } from './billing.presenter';
import { type BillingDeps, type PaymentFailure } from './billing-steps';

/** Mails each failure to the company's owner and billing members, with its next retry or the fall to free. */
export async function mailPaymentFailures(deps: BillingDeps, failures: readonly PaymentFailure[]): Promise<void> {
  const { repos } = deps;
  for (const { company, invoice } of failures) {
    const outstanding = (await repos.billing.unpaidInvoicesOf(company.id)).length;
    const choice = currentChoice(company);
    for (const person of await repos.billing.billingContactsOf(company.id)) {
      await deps.mail.send(
        paymentFailedMail({
          to: { email: person.email, firstName: person.firstName },
          companyName: company.name,
          planName: choice ? plans[choice.planKey].name : plans[invoice.planKey as PlanKey].name,
          invoice,
          nextRetryAt: invoice.nextRetryAt,
          outstandingInvoices: outstanding,
          paymentDetailsUrl: new URL('/my/account/payment_details', deps.appUrl).toString(),
        }),
      );
    }
  }
}
