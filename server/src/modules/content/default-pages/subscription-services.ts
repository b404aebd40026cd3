import { withGst } from '@mesonet/shared/billing/gst';
import { formatAud } from '@mesonet/shared/billing/money';
import { metricCatalogue, metricKeys } from '@mesonet/shared/metrics/metric-catalogue';
import {
  additionalStationPriceCentsExGst,
  capabilitiesOfPlan,
  maxAdditionalStations,
  plans,
  selectablePlanKeys,
  type FeatureSetKey,
  type SelectablePlanKey,
} from '@mesonet/shared/plans/plans';

/** The page's words for what a plan has beyond its metrics, in the order the page lists them. */
const capabilityWords = [
  ['customZoom', 'a saved map centre and zoom'],
  ['homeLocation', 'your home location'],
  ['growingSeasons', 'personalised growing seasons with thermal time graphs'],
  ['extendedHistory', 'extended (all-history) charts'],
  ['dataDownload', 'data download as CSV'],
] as const;
type PageCapability = (typeof capabilityWords)[number][0];

/** Whether a plan has a capability at all: at every station or at its nominated ones. */
function planHas(key: SelectablePlanKey, capability: PageCapability): boolean {
  const c = capabilitiesOfPlan(key);
  if (capability === 'extendedHistory' || capability === 'dataDownload') {
    return c.everyStation[capability] || (c.nominatedStations?.[capability] ?? false);
  }
  return c[capability];
}

/** What a plan adds beyond its metrics to the plan before it (spec §9 "Plan features"), from the capability table. */
function extrasAddedBy(key: SelectablePlanKey, before: SelectablePlanKey | undefined): string[] {
  const added = capabilityWords.filter(([c]) => planHas(key, c) && !(before && planHas(before, c))).map(([, w]) => w);
  return before ? added : ['the map, the sites list and news and alerts', ...added];
}

function metricsAddedBy(feature: FeatureSetKey): string[] {
  return metricKeys.filter((key) => metricCatalogue[key].feature === feature).map((key) => metricCatalogue[key].label);
}

/** One price row per plan a company may choose, with GST worked out once. */
function priceRows(): string[] {
  return selectablePlanKeys.map((key) => {
    const price = withGst(plans[key].priceCentsExGst);
    return `| ${plans[key].name} | ${formatAud(price.exGstCents)} | ${formatAud(price.incGstCents)} |`;
  });
}

/** What each plan adds to the one before it: its metrics from the catalogue, then its other features. */
function planFeatureItems(): string[] {
  return selectablePlanKeys.map((key, index) => {
    const adds = [
      ...metricsAddedBy(plans[key].featureSetKey),
      ...extrasAddedBy(key, selectablePlanKeys[index - 1]),
    ].join(', ');
    return `- **${plans[key].name}** ${index === 0 ? 'shows' : 'adds'}: ${adds}.`;
  });
}

/** Where a page's body asks for the plan table; expanded when the page is served, so prices follow the catalogue. */
export const planTableToken = '{{plan_table}}';

/** The plan table and the Premium extras, priced from the catalogue with GST worked out once. */
export function planTableMarkdown(): string {
  const extra = withGst(additionalStationPriceCentsExGst);
  return `| Plan | Ex GST | Inc GST |
| --- | ---: | ---: |
${priceRows().join('\n')}

${planFeatureItems().join('\n')}

The Premium Bundle's paddock-level indicators (daily ET₀, grass fire danger, the daily maximum and minimum, frost hours and crop thermal time) apply at the station you select when you choose the plan. You can add up to ${maxAdditionalStations} more stations at ${formatAud(extra.exGstCents)} a year each ex GST (${formatAud(extra.incGstCents)} inc GST). At other stations a Premium subscriber sees what the Farm Bundle shows.

**${plans.all_access_1.name}** is arranged with us for research, advisory and industry organisations: every indicator at every station, including ${metricsAddedBy(plans.all_access_1.featureSetKey).join(', ')}. [Contact us](/about/contact_us) to ask about it.`;
}

/** Expands the tokens a page body may hold (today only the plan table). */
export function expandContentTokens(markdown: string): string {
  return markdown.includes(planTableToken) ? markdown.replaceAll(planTableToken, planTableMarkdown()) : markdown;
}

/** The Subscription Services page (about_subscription_services). */
export const subscriptionServicesMarkdown = `Mesonet is free to look at: anyone can open the map, see the temperature and the 10 m wind at every station, and read our news and alerts. A subscription unlocks the spray, harvest and crop indicators for your business, for everyone you add to your company account.

## Plans

Each plan includes everything in the plans above it. Prices are per year, in Australian dollars.

${planTableToken}

## How billing works

- **Two-week free trial.** Complete the account setup checklist (company details, a plan, a card and the short user survey) and you can start a two-week free trial. Billing starts when it ends unless you change your plan first.
- **Or start billing straight away**, if you would rather not take the trial.
- **Yearly billing.** Your card is charged once a year from your first billing date. GST is shown on every invoice.
- **Upgrades** apply immediately. You pay the new plan's price less the unused part of your current year.
- **Downgrades** take effect at your next billing date; you keep your current plan until then.
- **Users.** A company account includes up to 3 users (the owner included). Each user signs in with their own email address.

## Referrals

Paid subscribers can refer up to 3 other businesses from **My Account → Referrals**. When a business you referred starts paying, you get 10 % cashback and they get 20 % cashback on their next invoice.

## Choosing a plan

Sign in and open **My Account → Plan and Extras**. If you are not sure which plan suits you, the [FAQs](/about/faqs) explain what each indicator is for, or [contact us](/about/contact_us).
`;
