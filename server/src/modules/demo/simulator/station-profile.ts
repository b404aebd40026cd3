import { hourMs } from '@mesonet/shared/time/local-time';
import { monthlyRainFractions, regionalClimate, type RegionalClimate, type WaterBody } from './climatology';
import { hashString } from './prng';
import type { SimulatedStation } from './weather-simulator';
import { clamp } from './curves';

/**
 * What the simulator knows about a site beyond its region: terrain class, sea-breeze exposure,
 * rain gradients and how late fronts reach it (metrics.md §6.2, §6.6, §6.7, §9).
 * Independent of the seed: the same site always has the same geography.
 */

/** Terrain classes of §6.6 with their inversion strength K_site (°C) and extra clear-night cooling. */
export type StationClass = 'valley' | 'slope' | 'coastal' | 'hilltop';
const inversionStrengthC: Readonly<Record<StationClass, number>> = { valley: 5, slope: 3.5, coastal: 3, hilltop: 1 };
/** Clear-calm-night cooling of Tmin (°C per unit of k_rad); hilltops sit in the thermal belt. */
const nightCoolingC: Readonly<Record<StationClass, number>> = { valley: 6, slope: 4.5, coastal: 3, hilltop: 0.5 };

export interface SeaBreezeExposure {
  body: WaterBody;
  /** Direction the breeze blows from (°). */
  onshoreDirDeg: number;
  /** Weak or late arrival (the asterisked sites of §9): later and about 60 % as strong. */
  inland: boolean;
}

interface CoastGroup {
  body: WaterBody;
  onshoreDirDeg: number;
  stations: readonly string[];
  inlandStations: readonly string[];
}

/** Coastal and sea-breeze sites of metrics.md §9, by slug. */
const coastGroups: readonly CoastGroup[] = [
  {
    body: 'gulf',
    onshoreDirDeg: 245,
    stations: [
      'two-wells',
      'aldinga',
      'mclaren-vale',
      'willunga',
      'tatachilla',
      'whites-valley',
      'bom-noarlunga',
      'sellicks-hill',
    ],
    inlandStations: ['mallala', 'balaklava', 'kangarilla', 'clarendon'],
  },
  { body: 'gulf', onshoreDirDeg: 240, stations: ['bom-port-pirie-aero'], inlandStations: ['crystal-brook', 'lochiel'] },
  {
    body: 'ocean',
    onshoreDirDeg: 205,
    stations: ['kingston-se', 'cape-jaffa', 'beachport', 'bom-robe', 'millicent', 'tantanoola', 'mount-schank'],
    inlandStations: ['bom-mount-gambier-aero'],
  },
  {
    body: 'lake',
    onshoreDirDeg: 190,
    stations: ['milang', 'finniss', 'currency-creek', 'bom-hindmarsh-island'],
    inlandStations: ['wellington', 'langhorne-creek', 'belvidere', 'woodchester'],
  },
];

function seaBreezeExposure(slug: string): SeaBreezeExposure | null {
  for (const group of coastGroups) {
    const inland = group.inlandStations.includes(slug);
    if (inland || group.stations.includes(slug))
      return { body: group.body, onshoreDirDeg: group.onshoreDirDeg, inland };
  }
  return null;
}

export interface StationProfile {
  station: SimulatedStation;
  climate: RegionalClimate;
  stationClass: StationClass;
  inversionStrengthC: number;
  nightCoolingC: number;
  /** Elevation above the region's reference (m); the lapse rate applies to it. */
  elevationAboveReferenceM: number;
  /** On the coast itself (not the asterisked inland sites): milder summer days, more humid. */
  maritime: boolean;
  seaBreeze: SeaBreezeExposure | null;
  annualRainMm: number;
  /** Target rain per month (mm), index 0 = January. */
  monthlyRainMm: readonly number[];
  /** How much later than the western edge (137.8°E) fronts arrive: Δt = Δλ·cos 34°·111 km / 50 km/h. */
  frontDelayMs: number;
  /** Direction cold air drains from on calm nights (valley and slope sites). */
  drainageFromDeg: number;
  /** Local wind exposure multiplier (0.85–1.15). */
  windExposure: number;
}

/** Annual rain with the within-region gradients of §6.2 (plains to ranges, Keith to Mount Gambier). */
function annualRainMm(station: SimulatedStation, climate: RegionalClimate): number {
  switch (station.region) {
    case 'Mid North':
      return clamp(330 + 0.5 * station.elevationM, 340, 700);
    case 'Limestone Coast':
      return 450 + 300 * clamp((-36.1 - station.lat) / 1.65, 0, 1);
    case 'Mallee':
      return clamp(335 + 80 * (-34.3 - station.lat), 300, 420);
    case 'Langhorne Creek':
      return clamp(380 + 0.8 * (station.elevationM - 30), 360, 480);
    case 'McLaren Vale':
      return clamp(520 + 0.9 * (station.elevationM - 60), 470, 800);
    default:
      return climate.annualRainMm;
  }
}

function stationClassOf(
  station: SimulatedStation,
  exposure: SeaBreezeExposure | null,
  stationHash: number,
): StationClass {
  if (station.awsType === 'hilltop') return 'hilltop';
  if (exposure && !exposure.inland) return 'coastal';
  return stationHash % 5 < 3 ? 'valley' : 'slope';
}

export function stationProfile(station: SimulatedStation): StationProfile {
  const climate = regionalClimate(station.region);
  const stationHash = hashString(`site:${station.slug}`);
  const seaBreeze = seaBreezeExposure(station.slug);
  const stationClass = stationClassOf(station, seaBreeze, stationHash);
  const rain = annualRainMm(station, climate);
  return {
    station,
    climate,
    stationClass,
    inversionStrengthC: inversionStrengthC[stationClass],
    nightCoolingC: nightCoolingC[stationClass],
    elevationAboveReferenceM: station.elevationM - climate.referenceElevationM,
    maritime: seaBreeze !== null && !seaBreeze.inland && seaBreeze.body !== 'lake',
    seaBreeze,
    annualRainMm: rain,
    monthlyRainMm: monthlyRainFractions(climate.winterRainShare).map((fraction) => fraction * rain),
    frontDelayMs: (Math.max(0, station.lng - 137.8) * Math.cos((34 * Math.PI) / 180) * 111 * hourMs) / 50,
    drainageFromDeg: (((stationHash >>> 8) % 360) + 360) % 360,
    windExposure: 0.85 + 0.3 * (((stationHash >>> 20) & 1023) / 1023),
  };
}
