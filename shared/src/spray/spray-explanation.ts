/**
 * What the 'About' button of a spray verdict says: how the verdict is made and its sources, short, from
 * docs/spray-verdict.md (which holds the full rule and its limits).
 */
export const sprayExplanation = {
  title: 'Spray conditions',
  meaning:
    "One verdict from the station's newest reading: 'Good', 'Marginal' or 'Do not spray', with every reason that decided it. A station whose newest reading is more than 60 minutes old (90 for vineyard stations) says 'Unknown': a verdict is never made from old values. A place takes the verdict of its nearest station with a recent reading.",
  rules: [
    'Delta T below 2 °C or above 10 °C: do not spray; from 8 °C to 10 °C: marginal (coarser droplets, more water).',
    'Wind at 2 m below 3 km/h or above 15 km/h: do not spray. Where a station has no 2 m wind, the 10 m wind is reduced to 2 m (× 0.75) and the verdict says so.',
    "A hazardous inversion now (turbulence σw below 0.20 m/s, or likely by GRDC's rule of thumb at stations without a 10 m temperature sensor), or forecast within 2 hours: do not spray.",
    'Any rain in the last hour: do not spray.',
    'Temperature above 30 °C: marginal; above 35 °C: do not spray.',
    "A missing reading: 'Unknown', naming it, unless another reading already says do not spray.",
  ],
  window:
    "The next likely window looks at the same hours on the last two days: a time is likely good when the verdict was 'Good' there on both days for at least 30 minutes, and not before a forecast hazardous inversion has passed. It knows yesterday's weather, not today's front, wind change or rain: a guide to when to look again, not a forecast. It looks 12 hours ahead and says so.",
  sources:
    'GRDC Spray Application Manual, Module 10.3 (delta T); product labels and GRDC guidance on wind (3–15 km/h best); GRDC fact sheet "Hazardous inversion" (2022); the 30 °C and 35 °C temperature limits and the rain rule are our own product decisions.',
} as const;
