/**
 * What every metric means, how it is worked out and where that comes from, for the explanation panel
 * opened from the map legend and each popup tile. Written for a grower; formulas in
 * words, from metrics.md §2 and §4; sources as that handbook names them (§11). Band thresholds come
 * from the legend itself (metric-legends.ts), so they are not repeated here.
 */
import type { MetricKey } from './metric-catalogue';

export interface MetricExplanation {
  /** What it means to a grower: one to three sentences. */
  readonly meaning: string;
  /** How it is worked out, in words. */
  readonly formula: string;
  /** The paper, standard or guide the formula and thresholds come from. */
  readonly source: string;
  /** Where a value is estimated (its 'est.'): what it is estimated from, and why, shown beside the mark. */
  readonly estimate?: string;
}

const frostHours = (threshold: string, meaning: string): MetricExplanation => ({
  meaning: `Hours in the last 24 hours with the air at 1.2 m below ${threshold}: ${meaning}. The window ends at the latest reading, so at dawn it holds the night under way and by afternoon the whole of last night. The crop canopy and the ground are colder than the air at screen height on clear nights.`,
  formula: `The time the 1.2 m temperature spent below ${threshold}, adding the part of each interval below it and interpolating the crossing time between readings.`,
  source:
    "DPIRD 'Managing frost risk' (frost on clear nights when the screen temperature falls to 2 °C or less); GRDC Update frost paper (2016). The rolling 24-hour window is Mesonet's choice.",
});

const windSpeed = (height: string, use: string): MetricExplanation => ({
  meaning: `The average wind speed ${height} above the ground, ${use}. Spray labels commonly forbid spraying below 3 km/h or above 20 km/h; 7–15 km/h is best. Below 3 km/h the air is calm and an inversion is likely at night.`,
  formula: `The mean of the ${height} anemometer's samples over 10 minutes, in km/h (metres per second × 3.6). On the popup the arrow points where the wind blows to and the letters say where it comes from.`,
  source:
    'Product labels (e.g. 2,4-D: no spraying below 3 or above 20 km/h); GRDC rule of thumb (an inversion is likely at night unless the wind stays above 11 km/h); FAO-56 (Allen et al. 1998), Eq. 47 (wind at 2 m and 10 m).',
});

const windDirection = (height: string): MetricExplanation => ({
  meaning: `Where the wind at ${height} is coming from, in degrees from true north: 90° is an easterly, 270° a westerly. Spray drifts the opposite way.`,
  formula:
    'The vector mean of the direction samples over 10 minutes. When the mean speed is under 0.5 m/s (about 2 km/h) the wind is calm and has no direction.',
  source: 'World Meteorological Organization wind measurement practice; vector mean and spread after Yamartino.',
});

const windGust = (height: string): MetricExplanation => ({
  meaning: `The strongest short burst of wind at ${height} in the latest interval. Gusts well above the mean speed mean gusty, turbulent air.`,
  formula: 'The highest 3-second mean wind speed within the interval, in km/h.',
  source: 'Bureau of Meteorology gust definition (maximum 3-second mean).',
});

const dailyTemperature = (which: 'highest' | 'lowest'): MetricExplanation => ({
  meaning: `The ${which} air temperature at 1.2 m so far today, counted from local midnight.`,
  formula: `The ${which} of today's 1.2 m temperature readings since midnight, Adelaide time (daylight saving included).`,
  source:
    "Mesonet's convention for today's tiles (midnight to now), as growers read 'today'; daily history tables can follow the Bureau of Meteorology's 9 am convention (BoM climate definitions).",
});

const rainGauge =
  'A tipping-bucket gauge counts rain in steps of 0.2 mm; a missing reading is never counted as no rain.';

export const metricExplanations: Readonly<Record<MetricKey, MetricExplanation>> = {
  temperature: {
    meaning:
      'The air temperature in the shade about 1.2 m above the ground, where crops grow and sprays are applied. It is the latest reading of the station.',
    formula:
      "The mean of the shielded 1.2 m thermometer's samples over the station's latest interval (10 minutes at most Mesonet masts).",
    source:
      'Standard screen-height measurement (World Meteorological Organization; Bureau of Meteorology); GRDC GrowNotes Spray Application Manual, Module 10.3 (measure temperature in the shade at 1.25 m).',
  },
  temperature_max_today: dailyTemperature('highest'),
  temperature_min_today: dailyTemperature('lowest'),
  relative_humidity: {
    meaning:
      'How close the air is to holding all the water vapour it can, in percent. Dry air makes spray droplets evaporate quickly; humidity near 100 % means dew, fog or rain.',
    formula:
      'Measured by the humidity sensor in the 1.2 m shield, averaged over the latest interval and capped at 100 %.',
    source:
      'World Meteorological Organization standard screen measurement; GRDC GrowNotes Spray Application Manual, Module 10.3.',
  },
  delta_t: {
    meaning:
      'How fast water droplets evaporate. A Delta T of 2–8 °C is the ideal spraying range; above 10 °C droplets shrink fast, and below 2 °C they last long and can drift further.',
    formula:
      "The air temperature minus the wet-bulb temperature. The wet-bulb temperature is solved from temperature, humidity and station pressure with the psychrometric equation; Stull's formula is the fallback.",
    source:
      'GRDC GrowNotes Spray Application Manual, Module 10.3, and Bureau of Meteorology Delta T guidance (spray ideally at 2–8, not above 10); Allen et al. (1998) FAO-56, Eqs 11 and 15–16; Stull (2011), J. Appl. Meteor. Climatol. 50.',
  },
  dew_point: {
    meaning:
      'The temperature the air would have to cool to before dew forms. When the night temperature nears the dew point expect dew or fog; a low dew point means dry air that cools quickly at night.',
    formula: 'Worked out from temperature and relative humidity with the Magnus formula (a = 17.625, b = 243.04 °C).',
    source: 'Alduchov & Eskridge (1996) Magnus-type formula; Sonntag (1990).',
  },
  wind_speed_2m: windSpeed('2 m', 'close to where a boom sprays and a header works'),
  wind_speed_10m: windSpeed('10 m', 'the standard weather height, also used for fire danger'),
  rainfall_since_9am: {
    meaning:
      "Rain since 9 am today, the Bureau of Meteorology's rain day. Before 9 am it is the rain since 9 am yesterday.",
    formula: `The sum of the gauge's readings since 09:00 local time (daylight saving included). ${rainGauge}`,
    source: "Bureau of Meteorology 'Definitions for rainfall' and 'Rainfall map information' (9 am day, 0.2 mm).",
  },
  rainfall_last_24h: {
    meaning: 'Rain in the last 24 hours, whatever the time of day.',
    formula: `A rolling sum of the gauge's readings over the 24 hours up to the latest one. ${rainGauge}`,
    source:
      "Bureau of Meteorology 'Definitions for rainfall' (gauge resolution); the rolling window is Mesonet's choice.",
  },
  rainfall_last_7d: {
    meaning: 'Rain over the last week: the last seven 9 am rain days plus the rain since 9 am today.',
    formula: `The totals of the last seven completed 9 am-to-9 am days, plus since 9 am today. ${rainGauge}`,
    source: "Bureau of Meteorology 'Definitions for rainfall' (9 am day); the 7-day sum is Mesonet's choice.",
  },
  evapotranspiration: {
    meaning:
      'How much water a well-watered grass crop used yesterday, in mm. Compare it with rainfall to judge how fast the soil is drying and how much to irrigate.',
    formula:
      'The FAO-56 Penman–Monteith reference evapotranspiration from hourly temperature, humidity, 2 m wind and solar radiation, added up over yesterday (midnight to midnight). Stations without a solar sensor use the Hargreaves formula from the day’s highest and lowest temperatures.',
    source:
      'Allen, Pereira, Raes & Smith (1998) Crop evapotranspiration, FAO Irrigation and Drainage Paper 56 (Eqs 52 and 53), checked against its Examples 18 and 19.',
    estimate:
      "This value is estimated ('est.'): yesterday's solar radiation, humidity or wind readings were missing or the station has no sensor for them, so ET₀ comes from the Hargreaves formula using only yesterday's highest and lowest temperatures and the sun's position, without humidity or wind. Expect it to be less accurate than a measured Penman–Monteith value, especially on windy or humid days.",
  },
  vtd: {
    meaning:
      'Inversion strength: how much warmer the air is at 10 m than at 1.2 m. Above 0 there is an inversion, when spray droplets can hang near the ground and drift a long way; below 0 the air is mixing.',
    formula:
      'The temperature at 10 m minus the temperature at 1.2 m, from matched shielded sensors over the same 10 minutes.',
    source:
      "GRDC fact sheet 'Hazardous inversion' (2022) and GRDC (Tepper, 2011): measure near the ground and at 10 m or more; same sign as the Oklahoma and Kansas Mesonets. The band thresholds are Mesonet's proposal.",
  },
  ghcop: {
    meaning:
      'The Grain Harvesting Code of Practice index: the grassland fire danger index with the wind measured at 2 m, as in the paddock. The code says to stop harvesting when it reaches 35.',
    formula:
      "McArthur's Mark 4 grassland fire danger index with the grass taken as fully cured: twice e raised to (−0.528 + 0.0281 × temperature in °C − 0.226 × the square root of the humidity in % + 0.633 × the square root of the 2 m wind in km/h).",
    source:
      'SA Grain Harvesting Code of Practice (CFS with Grain Producers SA: stop at GFDI 35); Purton (1982), BoM Meteorological Note 147; Noble, Bary & Gill (1980), Aust. J. Ecol. 5.',
  },
  gfdi: {
    meaning:
      "McArthur's grassland fire danger index with the standard 10 m wind: how hard a grass fire would be to control. The bands are the fire danger categories used until 2022, not today's official fire danger rating.",
    formula:
      "McArthur's Mark 4 meter: twice e raised to (−23.6 + 5.01 × the natural log of the grass curing in % + 0.0281 × temperature in °C − 0.226 × the square root of the humidity in % + 0.633 × the square root of the 10 m wind in km/h), with curing from a monthly table for SA farming districts.",
    source:
      'Purton (1982), BoM Meteorological Note 147; CSIRO Grassland Fire Danger Meter; legacy national fire danger rating categories (2009–2022).',
  },
  sigmaw10: {
    meaning:
      'Turbulence: how strongly the air moves up and down at 10 m. Weak turbulence (below 0.20 m/s) during an inversion makes it hazardous for spraying, as droplets can drift unpredictably.',
    formula:
      "At research stations, the standard deviation of the vertical wind measured by a 3-D sonic anemometer over 10 minutes. Elsewhere it is estimated ('est.') from the inversion strength and the 10 m wind through the bulk Richardson number, plus the sun's stirring only once the ground heats the air from below: low sun over an inversion at dawn or before sunset does not mix it.",
    source:
      "Grace & Tepper (2021), vertical wind variance of the COtL Mesonet (GRDC); Monin–Obukhov similarity (σw ≈ 1.25 u*). The estimate and the bands are Mesonet's proposal.",
    estimate:
      "This value is estimated ('est.'): the station has no sonic anemometer, or its reading is missing, so σw is worked out from the inversion strength (VTD) and the 10 m wind, plus the sun's stirring when the air is unstable. It is less trustworthy in hilly country than a measured value.",
  },
  ann_2hr_sigma_w: {
    meaning:
      'A forecast of the turbulence at 10 m two hours ahead, to help plan spraying around evening inversions. It is a statistical forecast and can be wrong: at a station where, over the last 30 days, it has not done better than assuming the next two hours stay as now, it is not shown.',
    formula:
      'The current turbulence carried forward and eased towards its usual value for that time of day; once a station has 30 days of history, a fitted model also weighs inversion strength, wind, sun and humidity.',
    source:
      "After the COtL nowcast of Grace & Grace (2023); the method here is Mesonet's own statistical forecast, not a neural network.",
  },
  thermal_time: {
    meaning:
      'Warmth accumulated by a crop since 1 May (a usual break of season), in degree-days. Crops develop as thermal time builds: SA wheat usually flowers at about 1300–1600 °C·d after sowing.',
    formula:
      "Each day adds its mean temperature ((highest + lowest) ÷ 2) above 0 °C, never less than nothing; the days are summed from 1 May, or from a growing season's sowing date.",
    source:
      "GRDC Update (Whish, 2016) 'Accessing and using day degrees'; McMaster & Wilhelm (1997), Agric. For. Meteorol. 87 (method 1).",
  },
  vernalisation_time: {
    meaning:
      'How much cold a winter crop has had towards its vernalisation need, in vernal days. Winter wheats need enough cold before they can flower; the count is full at 50.',
    formula:
      'Each day with a low under 15 °C and a high over 0 °C adds up to 1.4 vernal days, most when the crown temperature is cool; very hot days (over 30 °C) can take some back early on. Counted from emergence (on the map from 11 May).',
    source: 'APSIM wheat, CERES vernalisation (ApsimX VernalisationCW).',
  },
  adjusted_thermal_time: {
    meaning:
      'Thermal time slowed down while the crop still lacks cold or long days: a better guide than thermal time to when wheat reaches floral initiation.',
    formula:
      "Between emergence and floral initiation, each day's thermal time is multiplied by the smaller of a vernalisation factor and a day-length factor (each from 0 to 1); after floral initiation it is plain thermal time.",
    source: "APSIM Classic wheat phenology (CERES heritage); the default crop sensitivities are Mesonet's choice.",
  },
  cci: {
    meaning:
      'How hot or cold it feels to cattle, as an apparent temperature combining temperature, humidity, wind and sunshine. Above 25 cattle begin to feel heat stress; below 0, cold stress.',
    formula:
      'The air temperature plus corrections for humidity, wind speed and solar radiation (the Comprehensive Climate Index).',
    source:
      'Mader, Johnson & Gaughan (2010), J. Anim. Sci. 88:2153, erratum 89:2955 (2011); Oklahoma Mesonet Cattle Comfort Advisor.',
  },
  etiella: {
    meaning:
      'Degree-days since 21 June for Etiella (lucerne seed web moth), a pest of lentils and other pulses. Start sweep-netting at about 300; at 351 the peak moth flight begins.',
    formula: 'Each day adds its mean temperature ((highest + lowest) ÷ 2) above 7.5 °C, summed from 21 June.',
    source: "SARDI Etiella degree-day model as described in cesar PestFacts; the 7.5 °C base is Mesonet's estimate.",
  },
  rlem: {
    meaning:
      'Where red-legged earth mite is in its year: dormant eggs, autumn hatch after rain and cool weather, active mites, and the spring TIMERITE® spray window before they lay their over-summering eggs.',
    formula:
      "Hatch is predicted when more than 5 mm of rain falls within 5 days and the following 10 days average under 16 °C; the spray window is the two weeks before the station's TIMERITE® date.",
    source:
      "cesar PestFacts and the cesar RLEM hatch model (McDonald et al. 2015); TIMERITE® (AWI and CSIRO). Combining them into one status is Mesonet's proposal.",
  },
  ag360_flystrike: {
    meaning:
      "The weather's part in sheep flystrike risk, from Nil to Extreme. Warm, moist weather raises it; the flock's own susceptibility (dags, wrinkle, time since shearing) matters as much and is not included.",
    formula:
      'Fly numbers (mean temperature of the last week), fly activity (daylight hours at 17–38 °C with wind under 30 km/h and no heavy rain), fleece moisture (recent rain or humid hours) and suppression by hot, dry weather are multiplied into one score and put into five classes.',
    source:
      "Mesonet's rule, built on FlyBoss (AWI) facts: flies are inactive below about 17 °C or in wind over about 30 km/h, and moist fleece raises the risk.",
  },
  ag360_heat_chill_risk: {
    meaning:
      'Heat or chill risk for livestock: classes below 0 are chill (newborn lambs, freshly shorn sheep), classes above 0 are heat.',
    formula:
      'Chill from the chill index (mean temperature, wind and rain over 24 hours), heat from the temperature–humidity index; the stronger of the two is shown.',
    source:
      'Nixon-Smith (1972, Bureau of Meteorology) and Donnelly (1984) chill index; temperature–humidity index (NRC 1971) with the Livestock Weather Safety Index classes (Hahn, Gaughan, Mader & Eigenberg 2009).',
  },
  downy_mildew: {
    meaning:
      'Weather for grapevine downy mildew infection, from no infection conditions to primary infection. Most useful in the vineyards of McLaren Vale, Langhorne Creek and the Limestone Coast.',
    formula:
      'Primary infection when at least 10 mm of rain falls in 24 hours with the temperature staying at 10 °C or more (the 10:10:24 rule); secondary infection when a warm, humid night (98 % humidity or more for 4 hours at 13 °C or more) is followed by wet leaves.',
    source:
      "DPIRD WA 'Downy mildew of grapevines' (10:10:24 rule); Wineskills secondary infection criteria. The class scoring is Mesonet's proposal.",
  },
  hazardous_inversion: {
    meaning:
      'Whether there is an inversion, and whether it is hazardous: turbulence is so weak that spray droplets stay near the ground and can drift kilometres. Labels prohibit spraying in a hazardous inversion.',
    formula:
      "No inversion while the air at 10 m is not warmer than at 1.2 m; hazardous when it is warmer and the turbulence at 10 m (σw) is under 0.20 m/s; otherwise an inversion with enough mixing. Bureau of Meteorology and vineyard stations measure no temperature at 10 m, so they show the rule of thumb instead, never a measured state: an inversion is likely from 1.5 h before sunset until after sunrise, unless the wind has stayed above 11 km/h since sunset, it has rained through the last hour, the sun was dimmed by heavy cloud before sunset, or the temperature has risen 6 °C above the night's minimum. Cumulus forming after a clear night and cloud at night cannot be measured there, so check the sky yourself.",
    source:
      "GRDC fact sheet 'Hazardous inversion' (2022); the 0.20 m/s threshold is Mesonet's proposal, matching GRDC's 11 km/h wind rule of thumb.",
  },
  ghcop_stop_wind_2m: {
    meaning:
      'The wind speed at 2 m at which the harvest code index would reach 35 at the present temperature and humidity: above it the Grain Harvesting Code of Practice says to stop harvesting. It falls as the day gets hotter and drier.',
    formula:
      "McArthur's Mark 4 index with fully cured grass solved for the wind: the square of (the natural log of 17.5 + 0.528 − 0.0281 × temperature in °C + 0.226 × the square root of the humidity in %) divided by 0.633, in km/h.",
    source:
      'SA Grain Harvesting Code of Practice (CFS with Grain Producers SA: stop at GFDI 35); Purton (1982), BoM Meteorological Note 147.',
  },
  ghcop_hours_35_today: {
    meaning:
      'How long today, since midnight, the harvest code index has been at 35 or more, when the code says harvesting must stop.',
    formula:
      'The harvest code index of each reading since midnight, Adelaide time, taken as changing steadily between readings; the time it spent at or above 35 is added up, crossings interpolated.',
    source:
      "SA Grain Harvesting Code of Practice (CFS with Grain Producers SA: stop at GFDI 35). Counting the hours is Mesonet's addition.",
  },
  hours_below_minus2: frostHours('−2 °C', 'a damaging frost is likely'),
  hours_below_0: frostHours('0 °C', 'frost is likely'),
  hours_below_2: frostHours('2 °C', 'frost is possible at crop height'),
  wind_direction_10m: windDirection('10 m'),
  wind_direction_2m: windDirection('2 m'),
  wind_gust_10m: windGust('10 m'),
  wind_gust_2m: windGust('2 m'),
  pressure_station: {
    meaning:
      "The air pressure at the station's own height, not adjusted to sea level. A steady fall often comes before a change in the weather.",
    formula:
      "Read from the logger's barometer; where a station has none, it is estimated from the station's elevation.",
    source: 'Allen et al. (1998) FAO-56, Eq. 7 (pressure from elevation).',
  },
  solar_radiation: {
    meaning:
      'How much of the sun’s energy reaches the ground, in watts per square metre. It drives evapotranspiration and how hot livestock feel.',
    formula:
      'The global horizontal radiation measured by a pyranometer, averaged over the interval; readings below zero at night count as zero.',
    source: 'Allen et al. (1998) FAO-56 (its use in reference evapotranspiration).',
  },
};
