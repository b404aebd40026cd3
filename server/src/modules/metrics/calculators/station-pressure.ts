/**
 * Station pressure and the psychrometric constant (metrics.md §2.3; FAO-56 Eq. 7 and 8). The barometer
 * is preferred; without one the pressure of the standard atmosphere at the station's elevation is used.
 */

/** Atmospheric pressure from elevation, kPa (FAO-56 Eq. 7). */
export function pressureFromElevationKpa(elevationM: number): number {
  return 101.3 * ((293 - 0.0065 * elevationM) / 293) ** 5.26;
}

/** Barometer limits of the QC table (§2.9), hPa. */
const minValidHpa = 850;
const maxValidHpa = 1060;

/** Station pressure in kPa: the barometer (hPa) when it reads within QC range, else FAO-56 Eq. 7. */
export function stationPressureKpa(pressureHpa: number | null | undefined, elevationM: number): number {
  if (
    pressureHpa !== null &&
    pressureHpa !== undefined &&
    Number.isFinite(pressureHpa) &&
    pressureHpa >= minValidHpa &&
    pressureHpa <= maxValidHpa
  ) {
    return pressureHpa / 10;
  }
  return pressureFromElevationKpa(elevationM);
}

/** Psychrometric constant γ, kPa/°C (FAO-56 Eq. 8). */
export function psychrometricConstantKpaPerC(pressureKpa: number): number {
  return 0.000665 * pressureKpa;
}
