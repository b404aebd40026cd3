/**
 * The /about pages that explain the network and its readings (Markdown). Sources: the domain handbook
 * (shared/domain/metrics.md): GRDC spray and inversion guidance, BoM, the SA Grain Harvesting Code of
 * Practice, FAO-56, APSIM.
 */

export const latestNewsMarkdown = `The latest news from the Mesonet team and weather alerts for South Australian growers are on the [News & Alerts](/info_alerts) page.

- **Alerts** warn of conditions that matter on farm: frost nights, hot and windy harvest days, run-of-the-week inversion patterns, and stations that are offline for maintenance.
- **News** covers new stations, new indicators and changes to the app.
- Pinned items stay at the top of the list while they matter. Items published in the last 60 days that you have not opened yet carry a **New** badge.
- Important alerts also pop up once when you open the app. Close them or choose **Read more**; they will not pop up again on that device.

Your phone or computer remembers which items you have opened, so the New badges are yours alone and need no sign-in.
`;

export const overviewMarkdown = `Mesonet is a network of more than 100 automatic weather stations across South Australia's growing regions: the Mid North, the Riverland, the Mallee, the Limestone Coast, Langhorne Creek and McLaren Vale. The stations report every 1 to 15 minutes, so you see the conditions at a station near your paddock as they are now, not a regional forecast.

## Why a mesonet?

A *mesonet* is a dense network of weather stations, close enough together to show the weather between the towns that Bureau of Meteorology stations cover. The network was built first for spray operators: most off-target spray drift happens in light winds and in surface temperature inversions, which vary from valley to ridge and are invisible to the eye. Our masts measure the temperature at 1.2 m and at 10 m, so an inversion shows up as it forms.

## What you can see

- **On the map**, anyone can see the temperature and the 10 m wind at every station.
- **Signed-in subscribers** see the indicators of their plan: inversion strength (VTD) and the hazardous inversion indicator, delta T, the Grain Harvesting Code of Practice index, rainfall, humidity, dew point, grass fire danger, evapotranspiration, frost hours, crop thermal time and more. See [Observations](/about/observations) for what each one means.
- **Dashboards and graphs** per station, with history, and **growing seasons** that track thermal time from your sowing date at the station nearest your paddock.

## The stations

| Type | What it measures |
| --- | --- |
| Standard | Temperature at 1.2 m and 10 m, humidity, wind at 2 m and 10 m, rainfall, usually solar radiation and pressure |
| Research | A standard mast plus a 3-D sonic anemometer that measures turbulence (σw) directly |
| Hilltop | A mast on a ridge, above most night-time inversions: the reference for the valleys below |
| BOM | Bureau of Meteorology stations: temperature, humidity, 10 m wind, rainfall and pressure |
| Vineyard | Vineyard stations in McLaren Vale and Langhorne Creek: temperature, humidity, rainfall, leaf wetness |

Stations of the Limestone Coast Landscape Board can be shown or hidden with **Show LCLB Stations** in the map's Options.

## Getting started

Open the [map](/), tap a station to see its readings, and read the [User Guide](/about/userguide). To see more, [sign up](/signup) and choose a plan: [Subscription Services](/about/subscription_services) lists what each plan includes.
`;

export const observationsMarkdown = `Every reading comes from a station's own sensors; the indicators are worked out from them every few minutes with published methods. Times are Adelaide time. Wind speeds are in km/h.

## Temperature, humidity and dew point

- **Temperature** is the air temperature at 1.2 m in a ventilated shield, the height growers measure in the paddock. **Max today** and **Min today** run from local midnight.
- **Relative humidity** (%) is how close the air is to saturation at its temperature.
- **Dew point** is the temperature at which dew (or frost) would form. When the air temperature approaches it overnight, expect dew, fog or frost.

## Delta T

Delta T is the air temperature minus the wet-bulb temperature. It tells you how fast spray droplets evaporate.

| Delta T (°C) | What it means for spraying |
| --- | --- |
| below 2 | Too humid: droplets last a long time and can drift; humid, calm conditions often come with inversions |
| 2 to 8 | Ideal |
| 8 to 10 | Marginal: use coarser droplets |
| 10 to 12 | Unsuitable except with very coarse droplets and high water volumes |
| 12 and above | Do not spray |

## Wind

Wind is measured at 10 m (the standard height, used for fire danger) and at 2 m (closer to the boom and the crop). The arrow on the map points the way the wind is blowing; the label names where it comes from ("NW" is a north-westerly). Many labels forbid spraying below 3 km/h or above 20 km/h; 7 to 15 km/h is best. Below 3 km/h the air is calm and an inversion is likely at night.

## Rainfall

Rainfall **since 9am** resets at 9 am, as the Bureau's daily rainfall does. **Last 24 h** is a rolling total and **last 7 days** adds the last seven 9 am days. Graphs show daily, monthly and yearly totals.

## Inversion strength (VTD) and hazardous inversions

VTD is the temperature at 10 m minus the temperature at 1.2 m. Positive values mean warmer air above colder air: a surface inversion. On clear, calm nights VTD reaches 2 to 6 °C. An inversion becomes **hazardous** when there is also too little turbulence to mix the air (σw below 0.20 m/s): droplets then stay concentrated near the ground and can drift for kilometres. See [Inversions and Spray Drift](/about/inversions_and_spray_drift).

## Turbulence (σw) and the 2-hour forecast

σw (sigma-w) is the standard deviation of the vertical wind at 10 m: how strongly the air is being stirred up and down. It is measured by sonic anemometers at research stations and estimated from VTD and wind elsewhere (shown as *est.*). Below 0.20 m/s mixing is weak and spraying is hazardous; above 0.30 m/s the air is mixing well. The **σw forecast +2 h** is a statistical forecast of σw two hours ahead, to help plan the start or end of a spray session.

## Grain Harvesting Code of Practice (GHCoP) index

The SA Grain Harvesting Code of Practice asks growers to stop harvesting when the local Grassland Fire Danger Index reaches 35. Our harvest code index is that index worked out with fully cured fuel and the wind at 2 m, as growers measure it in the paddock. Below 25 harvest is OK; 25 to 30 monitor; 30 to 35 prepare to stop; at 35 and above cease harvest. Always follow the CFS and the fire danger ratings for your district too.

## Grass fire danger (GFDI)

The McArthur Mark 4 Grassland Fire Danger Index, from temperature, humidity, the 10 m wind and the seasonal curing of grass. It is shown in the McArthur categories (Low–Moderate, High, Very High, Severe, Extreme, Catastrophic). It is not the official Australian Fire Danger Rating, which since 2022 comes from the Bureau and the CFS.

## Evapotranspiration (ET₀)

Reference evapotranspiration is the water a well-watered grass crop would use in a day, in mm, by the FAO-56 Penman–Monteith method from temperature, humidity, wind at 2 m and solar radiation (estimated from the temperature range where a station has no solar sensor). In South Australia it ranges from about 1 mm a day in July to 7 to 9 mm in January.

## Frost hours

Hours below 2 °C, 0 °C and −2 °C over the last 24 hours, so at dawn they count the night still under way. At 2 °C in the screen, frost is possible at crop height (the canopy is colder than the air at 1.2 m on clear nights); at 0 °C it is likely and at −2 °C damaging frost is likely. Hilltop stations record fewer frost hours than the valley floors nearby.

## Crop thermal time, vernalisation and adjusted thermal time

- **Thermal time** (degree-days, °C·d) adds up each day's mean temperature above 0 °C. On the map it counts from 1 May; in a growing season it counts from your sowing date. Wheat emerges after about 150 °C·d and typically flowers after 1300 to 1600 °C·d.
- **Vernalisation** (vernal days) counts the cool days winter crops need before they flower, by the APSIM wheat model.
- **Adjusted thermal time** scales thermal time by day length and vernalisation between emergence and floral initiation; it is how the app estimates floral initiation for your growing seasons.

## Livestock, pest and disease indicators

All Access adds the Comprehensive Climate Index for cattle comfort, livestock heat and chill risk, sheep flystrike weather risk, the red-legged earth mite status, Etiella degree-days for lucerne and grapevine downy mildew infection risk.
`;

export const inversionsMarkdown = `Most serious spray drift incidents happen in a **surface temperature inversion**. This page explains what an inversion is, how to read the Mesonet indicators before you spray, and why you still need to look at your own paddock.

## What is a surface inversion?

Normally the air is warmer near the ground and cooler above, so it mixes. After sunset on clear nights with light wind, the ground cools quickly and the air touching it becomes colder than the air above. Cold air sits under warm air, turbulence dies away and the air near the surface stops mixing. Fine spray droplets released into that layer do not settle or disperse: they hang in a concentrated cloud and move with the slightest drainage breeze, often downhill, sometimes for kilometres. Labels prohibit spraying in a hazardous inversion.

Inversions usually start to form 1 to 2 hours before sunset and last until an hour or more after sunrise. They are strongest on clear, calm, dry nights and in autumn and winter, and in valleys and low ground.

## The three numbers to check

### 1. VTD: is there an inversion?

VTD is the temperature at 10 m minus the temperature at 1.2 m on the same mast.

| VTD (°C) | Reading |
| --- | --- |
| below −0.5 | Unstable, well mixed (a normal sunny day) |
| −0.5 to 0 | Near neutral |
| 0 to 1 | Weak inversion |
| 1 to 2 | Moderate inversion |
| 2 to 4 | Strong inversion |
| 4 and above | Very strong inversion |

A positive VTD means an inversion is present. Watch the trend on the Vertical Temperature Difference graph: a VTD rising through the late afternoon means an inversion is forming.

### 2. σw (sigma-w): is it hazardous?

An inversion with a good breeze can still be mixed by turbulence. σw measures that mixing directly: the spread of the up-and-down wind at 10 m.

| σw (m/s) | Reading |
| --- | --- |
| below 0.10 | Very weak turbulence: hazardous |
| 0.10 to 0.20 | Weak: hazardous |
| 0.20 to 0.30 | Marginal |
| 0.30 to 0.50 | Moderate mixing |
| 0.50 and above | Well mixed |

The **Hazardous inversion** indicator on each station's dashboard combines the two: an inversion (VTD above 0) with σw below 0.20 m/s is hazardous. The **2-hour** view uses the σw forecast, so you can see whether conditions are likely to turn hazardous before you finish.

### 3. Delta T and wind: will the droplets behave?

Delta T between 2 and 8 is ideal. Below 2 the air is humid, droplets last longer and inversions are common. Above 10 droplets evaporate quickly and fine droplets become drift; use coarser droplets and more water, and stop above 12. Keep the wind at the boom between 3 and 20 km/h (best 7 to 15): calm air below 3 km/h is the classic inversion sign.

## Before you spray: a checklist

1. Open the station nearest your paddock and its **Hazardous inversion** and **Vertical Temperature Difference** views. Check a hilltop station nearby too: it shows the air above the inversion.
2. If the hazardous inversion indicator is red, or VTD is positive and rising with light wind, do not spray.
3. Check delta T (2 to 8 ideal) and the 2 m wind (3 to 20 km/h, best 7 to 15).
4. Look at the paddock: dew, mist or fog, smoke or dust that hangs in layers, cool air pooling in low spots and a sudden drop in wind at dusk all mean an inversion.
5. Record the conditions at the start and end of spraying, measured on site at 1.25 m, as labels and GRDC guidance require.

## Without turbulence data

BOM and vineyard stations have no 10 m temperature or turbulence sensor. For them, assume an inversion from 1 to 2 hours before sunset until after sunrise unless there is continuous heavy overcast, continuous drizzle or rain, wind above 11 km/h the whole night, cumulus clouds forming after a clear night, or the temperature has risen at least 6 °C above the overnight minimum.

## Remember

The station may be several kilometres from your paddock, and conditions change over minutes and over short distances, especially in hilly country. Mesonet readings help you decide when to look; they do not replace your own observations, the product label or the law. See the [Disclaimer](/about/disclaimer).
`;
