import type { Database } from '../../db/database';
import { contentRepository } from './content.repository';

const day = 24 * 60 * 60_000;

/**
 * CONTRACT.md §4 demo news: one pinned alert, one splash alert, one newer and one older than the New
 * badge's 60 days, and a draft for preview mode. Dated from the first start; safe to run on every start.
 */
export async function seedDemoInfoAlerts(db: Database, clock: () => Date): Promise<void> {
  const now = clock().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * day);
  const alert = (daysAgo: number | null, fields: { title: string; slug: string; teaser: string; body: string }) => ({
    ...fields,
    publishedAt: daysAgo === null ? null : at(daysAgo),
    contentUpdatedAt: at(daysAgo ?? 0),
    createdAt: at(daysAgo ?? 0),
    updatedAt: at(daysAgo ?? 0),
  });
  await contentRepository(db).insertMissingInfoAlerts([
    {
      ...alert(12, {
        title: 'Spraying this season: check for hazardous inversions first',
        slug: 'check-for-hazardous-inversions-before-spraying',
        teaser:
          'Most drift incidents happen in surface inversions around dusk and dawn. Check VTD and the hazardous inversion indicator at your nearest station before you start.',
        body: `Summer weed control is under way across the Mid North and the Mallee, and with it the risk of spray drift onto vines, gardens and neighbouring crops.

Before each spray session:

1. Open the nearest station's dashboard. If the **Hazardous inversion** key indicator is red, do not spray.
2. Check **VTD** (10 m minus 1.2 m temperature): a positive value that keeps rising in the late afternoon means an inversion is forming.
3. Keep **delta T** between 2 and 8 and the wind at the boom between 3 and 20 km/h.

Read [Inversions and Spray Drift](/about/inversions_and_spray_drift) for the full checklist.`,
      }),
      pinToTop: true,
      pinOrder: 1,
    },
    {
      ...alert(1, {
        title: 'Hot, windy harvest days ahead: watch the harvest code index',
        slug: 'hot-windy-harvest-days-ahead',
        teaser:
          'Temperatures in the high 30s and gusty northerlies are forecast. Stop harvesting when the Grain Harvesting Code of Practice index reaches 35.',
        body: `A hot, dry northerly change is forecast across the Mid North, Riverland and Mallee over the next few days.

- The **Harvest code (GFDI @2 m)** indicator on the map and each dashboard shows the Grassland Fire Danger Index worked out from the station's 2 m wind, as the SA Grain Harvesting Code of Practice asks.
- **Cease harvesting at 35.** Between 30 and 35, prepare to stop: have your firefighting unit ready and watch the trend.
- Check the index at the station nearest each paddock: it can differ by 10 or more between the ridges and the flats.

Follow CFS total fire ban declarations and any harvest restrictions for your district as well.`,
      }),
      splashAlert: true,
    },
    alert(20, {
      title: 'Six new stations in the Riverland',
      slug: 'six-new-riverland-stations',
      teaser: 'New masts near Loxton, Waikerie and Renmark fill gaps between the river flats and the mallee country.',
      body: `Six new standard masts are now reporting in the Riverland, each with temperature sensors at 1.2 m and 10 m for inversion monitoring, wind at 2 m and 10 m, and a rain gauge.

They appear on the map and in the Sites List now; their history starts from the day they were installed.`,
    }),
    alert(95, {
      title: 'Mesonet app for the 2026 season',
      slug: 'mesonet-app-2026-season',
      teaser: 'A faster map, station dashboards and growing seasons with thermal time from your sowing date.',
      body: `The Mesonet app has been rebuilt for the 2026 season: a faster map that works on a poor signal, dashboards for every station, and growing seasons that track thermal time at the station nearest your paddock.

See the [User Guide](/about/userguide) for a tour.`,
    }),
    alert(null, {
      title: 'Winter maintenance schedule',
      slug: 'winter-maintenance-schedule',
      teaser: 'Stations will be offline for an hour or two each while technicians clean and calibrate their sensors.',
      body: 'Technicians will visit each station over the winter to clean rain gauges and radiation shields and to check the temperature sensors against a reference.',
    }),
  ]);
}
