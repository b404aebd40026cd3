/**
 * Livestock heat and chill risk, `ag360_heat_chill_risk` (metrics.md §4.23) [S indices, P combination]:
 * a signed class −3…+3, negative for chill (Nixon-Smith / Donnelly chill index, sheep) and positive
 * for heat (THI with Livestock Weather Safety Index classes). The optional feedlot Heat Load Index
 * (Gaughan et al. 2008) is provided with an estimated black-globe temperature.
 */

/**
 * Chill index, kJ m⁻² h⁻¹ (Nixon-Smith 1972 / Donnelly 1984), from the mean temperature (°C), mean
 * wind (m/s, 2 m preferred) and rain (mm) over the same 24 h:
 * C = (11.7 + 3.1·√V)·(40 − T) + 481 + 418·(1 − exp(−0.04·R)).
 */
export function chillIndex(meanTempC: number, meanWindMs: number, rainMm: number): number {
  return (
    (11.7 + 3.1 * Math.sqrt(Math.max(0, meanWindMs))) * (40 - meanTempC) +
    481 +
    418 * (1 - Math.exp(-0.04 * Math.max(0, rainMm)))
  );
}

/** Chill class [P]: < 900 → 0; 900–1000 moderate; 1000–1100 high; ≥ 1100 extreme (≈1000 = lamb alert). */
export function chillClass(chill: number): 0 | 1 | 2 | 3 {
  if (chill >= 1100) return 3;
  if (chill >= 1000) return 2;
  if (chill >= 900) return 1;
  return 0;
}

/** Temperature–humidity index (NRC 1971): THI = (1.8T + 32) − (0.55 − 0.0055·RH)·(1.8T − 26). */
export function temperatureHumidityIndex(tempC: number, rhPct: number): number {
  return 1.8 * tempC + 32 - (0.55 - 0.0055 * rhPct) * (1.8 * tempC - 26);
}

/**
 * LWSI class of a THI: ≤ 74 normal, 75–78 alert, 79–83 danger, ≥ 84 emergency. The published classes
 * are whole numbers; we compare the unrounded THI with 75, 79 and 84 (§0.4: before rounding).
 */
export function heatClass(thi: number): 0 | 1 | 2 | 3 {
  if (thi >= 84) return 3;
  if (thi >= 79) return 2;
  if (thi >= 75) return 1;
  return 0;
}

/** §4.23 combination: heat wins ties; −chill when only chill; 0 when neither. */
export function heatChillRiskClass(heat: number | null, chill: number | null): number | null {
  if (heat === null && chill === null) return null;
  const h = heat ?? 0;
  const c = chill ?? 0;
  if (h >= c && h > 0) return h;
  if (c > 0) return -c;
  return 0;
}

/**
 * Black-globe temperature estimate without a globe sensor, °C (attributed to Hahn et al. 2009; the
 * doc marks it "recalled, verify"): BGT ≈ 1.33·T − 2.65·√T + 3.21·log10(Rs + 1) + 3.5.
 */
export function blackGlobeTemperatureEstimateC(tempC: number, solarRadiationWm2: number): number {
  return (
    1.33 * tempC - 2.65 * Math.sqrt(Math.max(0, tempC)) + 3.21 * Math.log10(Math.max(0, solarRadiationWm2) + 1) + 3.5
  );
}

/** Heat Load Index (Gaughan et al. 2008), WS in m/s; classes ≤ 70, 70–77, 77–86, > 86. */
export function heatLoadIndex(rhPct: number, blackGlobeC: number, windSpeedMs: number): number {
  const ws = Math.max(0, windSpeedMs);
  const low = 10.66 + 0.28 * rhPct + 1.3 * blackGlobeC - ws;
  const high = 8.62 + 0.38 * rhPct + 1.55 * blackGlobeC - 0.5 * ws + Math.exp(2.4 - ws);
  const weight = 1 / (1 + Math.exp(-(blackGlobeC - 25) / 2.25));
  return weight * high + (1 - weight) * low;
}

/**
 * The signed class over a rolling 24 h of hourly buckets (§4.23): chill from the 24 h mean temperature,
 * mean wind near 2 m and rain total; heat from the highest hourly THI. Null below 80 % temperature
 * coverage (§2.7). Chill needs a wind and a rain reading; heat needs humidity.
 */
export function heatChillRiskFromHours(
  hours24: readonly {
    tempC: number | null;
    rhPct: number | null;
    rainMm: number | null;
    windSpeed2mMs: number | null;
    windSpeed10mMs: number | null;
  }[],
): number | null {
  const withTemp = hours24.filter((h) => h.tempC !== null);
  if (hours24.length === 0 || withTemp.length < 0.8 * hours24.length) return null;
  const meanTemp = withTemp.reduce((s, h) => s + h.tempC!, 0) / withTemp.length;
  const winds = hours24.flatMap((h) =>
    h.windSpeed2mMs !== null ? [h.windSpeed2mMs] : h.windSpeed10mMs !== null ? [h.windSpeed10mMs * 0.748] : [],
  );
  const rains = hours24.flatMap((h) => (h.rainMm === null ? [] : [h.rainMm]));
  const chill =
    winds.length > 0 && rains.length > 0
      ? chillClass(
          chillIndex(
            meanTemp,
            winds.reduce((a, b) => a + b, 0) / winds.length,
            rains.reduce((a, b) => a + b, 0),
          ),
        )
      : null;
  const thiValues = withTemp.flatMap((h) => (h.rhPct === null ? [] : [temperatureHumidityIndex(h.tempC!, h.rhPct)]));
  const heat = thiValues.length > 0 ? heatClass(Math.max(...thiValues)) : null;
  return heatChillRiskClass(heat, chill);
}
