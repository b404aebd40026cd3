/** The /about pages that help growers use the app and the service (Markdown). */

export const userGuideMarkdown = `## The map

The map opens on South Australia's growing regions. Each marker is a station, coloured by the indicator chosen in the selector at the top (26 choices, from temperature and wind to delta T, inversions and crop thermal time). The **legend** explains the colours and their thresholds.

- **Tap a marker** to see the station's latest readings: each tile shows the value, its unit and, for wind, an arrow and where the wind comes from. Tap the station's name to open its dashboard.
- A faded tile with a **U** is an indicator your plan does not include; tap the U to see which plan does.
- A faded dash means the station has not reported recently (stations report every 1 to 15 minutes; a reading over an hour old is stale, 90 minutes for vineyard stations).
- **Options** switches the map style (Roadmap, Satellite, Terrain), station names and Limestone Coast Landscape Board stations. Your choices are remembered on this device.
- The **status** panel lists the stations and how many are reporting.
- Signed-in Farm, Premium and All Access users can **save the map view** (centre and zoom) so the map opens on their district, and set their **home location** from the menu at the bottom right.

## Sites list

**Sites List** in the menu lists every station with when it last reported ("Updated 5 minutes ago"). Sort by number, name or time. Open a station for its views: the dashboard, graphs and the table of all sensors.

## Dashboard

A station's dashboard shows the two key indicators for spraying and harvest, inversion and the Grain Harvesting Code of Practice index, then a summary table of every reading with its status and graphs of the last 48 hours. **More charts/tables** lists every view.

## Graphs

Graphs show the last 2 days by default; choose 1 day, 2 days, 1 week, 2 weeks or all of the window where offered. Rainfall has daily, monthly and yearly totals. Premium (at your stations) and All Access users get the whole history and can download the data as CSV.

## Growing seasons

Premium and All Access users can record growing seasons under **My Growing Seasons**: a name, the sowing date and the location (your home location or a custom one). Emergence and floral initiation can be entered or worked out from thermal time at the nearest station. Each season has graphs of thermal time, vernalisation, adjusted thermal time, rainfall and frost hours since sowing.

## News & Alerts

See [Latest News](/about/latest_news).

## My Account

- **Account setup checklist**: company details, a billing plan, payment details, the user survey, then a free trial or billing. A **Next Step** banner points to the next thing to do.
- **Plan and Extras**: change your plan or Premium stations. Upgrades apply now; downgrades at your next billing date.
- **Payment Details**: your card. **User Management**: invite the people in your business and choose what each may do (home location and growing seasons, account and billing, user management).
- **Update User Profile**: your email and phone. **Referrals**: refer other businesses.
`;

export const contactUsMarkdown = `We are glad to hear from growers, agronomists, spray contractors and anyone who uses the network.

- **Email**: [support@mesonet.example](mailto:support@mesonet.example). We answer within two working days.
- **A station looks wrong?** Tell us the station's name, the time you looked and what you saw. See [Faults and Improvements](/about/faults_improvements).
- **Billing and accounts**: include your company name and the email address you sign in with. Never send card numbers by email.
- **Hosting a station**: if you would like a station on your property, tell us where it is and what you grow.

For urgent fire information call the CFS Hotline on 1800 362 361 or visit the CFS website. In an emergency call 000.
`;

export const supportersMarkdown = `Mesonet exists because growers, grower groups and landholders across South Australia work together to run it.

- **Landholders** host the stations on their properties and give the technicians access for maintenance.
- **Grower groups and agronomists** in each region chose the sites, tell us where coverage is thin and help growers use the indicators.
- **Subscribers** fund the maintenance, calibration and replacement of the stations through their plans.
- **The Bureau of Meteorology** stations in the network (marked BOM) and the **Limestone Coast Landscape Board** stations extend the coverage with their own observations.
- **Vineyard stations** in McLaren Vale and Langhorne Creek add leaf wetness and disease risk data for grape growers.

The indicators build on published research: GRDC's work on surface inversions and spray drift, the vertical wind variance and its nowcast (Grace and Tepper; Grace and Grace), the SA Grain Harvesting Code of Practice of the CFS and Grain Producers SA, FAO-56 for evapotranspiration and the APSIM crop models for thermal time and vernalisation.

If your organisation would like to support or sponsor stations, please [contact us](/about/contact_us).
`;

export const faultsMarkdown = `Weather stations live outdoors all year: birds sit on rain gauges, spiders fill radiation shields, batteries fail on cloudy winter weeks and lightning strikes masts. We check the network every day, but growers often notice first.

## Reporting a fault

[Email us](mailto:support@mesonet.example) with:

1. the station's name;
2. the date and time (Adelaide time) you looked;
3. what looked wrong, for example rain recorded on a dry day, a temperature several degrees off its neighbours, or a wind speed stuck at zero.

## What you may see

- **A faded dash instead of a reading**: the station has not reported for over an hour (90 minutes for vineyard stations). It may be a communications drop-out that fixes itself; readings stored on the station are sent when it reconnects.
- **Updating**: the station's history is being recalculated; it clears by itself.
- **"No data retrieved yet"**: a new station that has not sent its first readings.
- **"est."** beside a value: it is estimated, not measured. Turbulence (σw) is estimated from temperature and wind where the station has no sonic anemometer or its reading is missing; ET₀ comes from the day's highest and lowest temperatures (Hargreaves) where solar radiation, humidity or wind readings are missing, as at Bureau of Meteorology stations, which measure no solar radiation. Graphs, tables and downloads mark these values the same way.
- **"Inversion likely (rule of thumb)"** at Bureau of Meteorology and vineyard stations: they measure no temperature at 10 m, so the hazardous inversion indicator shows GRDC's rule of thumb (from 1.5 h before sunset until after sunrise, unless windy all night, raining, or well warmed since the night's minimum) in purple, never as a measured state. Check the sky yourself: these stations cannot see cloud.

Planned maintenance and longer outages are posted in [News & Alerts](/info_alerts).

## Suggesting an improvement

Tell us what would help you decide when to spray, harvest or sow: a new indicator, a station in a gap in the network, or a change to a screen. We read every suggestion and list the changes we make in the news.
`;

export const faqsMarkdown = `## Is Mesonet free?

Yes, to look at: anyone can see the map, the temperature and the 10 m wind at every station, and the news. Indicators for spraying, harvest and crops need a plan; see [Subscription Services](/about/subscription_services).

## Which station should I use?

The nearest station that sits in similar country to your paddock: a valley paddock is better matched by a valley station than by a closer hilltop one. Use a hilltop station as the reference for the air above a night-time inversion.

## How often are readings updated?

Stations report every 1 to 15 minutes depending on their type, and the map refreshes every minute while it is open.

## Why is a station's reading faded?

It has not reported for over an hour (90 minutes for vineyard stations), so the last reading may no longer be right. A faded tile with a **U** is an indicator your plan does not include.

## What is the difference between VTD and delta T?

VTD compares the temperature at 10 m with 1.2 m and shows inversions. Delta T compares the dry and wet bulb temperatures at 1.2 m and shows how quickly droplets evaporate. Check both before spraying: see [Inversions and Spray Drift](/about/inversions_and_spray_drift).

## Can I spray if delta T is between 2 and 8?

Only if there is no hazardous inversion, the wind is between 3 and 20 km/h and the product label allows it. Delta T alone says nothing about inversions.

## Why does the harvest code index differ from the fire danger rating on the radio?

The harvest code index is the Grassland Fire Danger Index worked out from the wind at 2 m at the station, as the SA Grain Harvesting Code of Practice asks growers to measure locally. The public fire danger rating is a district forecast from a different system. Follow both: stop harvesting at an index of 35 and obey any restrictions for your district.

## Why is rain since 9am zero when it rained this morning?

Rain before 9 am belongs to yesterday's rain day, as with the Bureau's daily rainfall. It is in **Rain last 24 h**.

## How many people can use my subscription?

A company account includes up to 3 users, the owner included. Invite them from **My Account → User Management**.

## Can I try before I pay?

Yes. Complete the account setup checklist and start a two-week free trial.

## How do I change or cancel my plan?

Use **My Account → Plan and Extras**. Upgrades apply straight away; downgrades, including to the free plan, take effect at your next billing date.

## Who can see my data?

Your company details, growing seasons and home location are seen only by the people in your company account. Station readings are shared with all subscribers.
`;

export const disclaimerMarkdown = `Mesonet readings come from automatic weather stations and are published as they are received, without manual quality control. Sensors can fail, drift or be interfered with, and communications can drop out.

## Use of the information

- Conditions at your paddock can differ from those at the nearest station, sometimes greatly, especially around sunset and sunrise and in hilly country.
- Indicators such as the hazardous inversion indicator, delta T, the Grain Harvesting Code of Practice index, fire danger, frost hours and crop thermal time are calculated with published methods and are guides only. The σw forecast is a statistical forecast and can be wrong.
- The information does not replace your own observations at the application or harvest site, the product label, the conditions of your permits and the law. Spray operators remain responsible for measuring and recording the weather at the application site and for any off-target drift.
- For fire danger ratings, total fire bans and harvest restrictions, follow the CFS and the Bureau of Meteorology.

To the extent permitted by law, the Mesonet provider, its partners and the landholders who host stations accept no liability for any loss or damage arising from the use of, or reliance on, the information in this app. Nothing in this disclaimer excludes rights you have under the Australian Consumer Law.

## Subscriptions and referrals

Plans are billed yearly in advance as shown on [Subscription Services](/about/subscription_services), with GST. The free trial lasts two weeks. Referral cashback is credited on the next invoice once the referred business starts paying; a referral code is valid for 7 days, each paid member can make up to 3 referrals, and a referral can only be accepted by the email address it was sent to. We may change plans, prices and the referral programme with notice to subscribers.

## Privacy

We keep your account, company and billing details to provide the service and do not sell them. Card details are held by our card payment provider, not by us.
`;
