/**
 * Readings of a research mast for tests of spray alerts (API and browser alike): one to spray in, and
 * one too calm to spray. Test data only; nothing in the app imports it.
 */

/** A calm, dry and mild reading: delta T about 6.6 °C, wind at 2 m 9 km/h, turbulent air. */
export const goodSprayChannels = {
  air_temp_1_2m: 22,
  air_temp_10m: 21.6,
  rh_1_2m: 50,
  wind_speed_10m: 3.6,
  wind_dir_10m: 250,
  wind_gust_10m: 6,
  wind_speed_2m: 2.5,
  wind_dir_2m: 245,
  wind_gust_2m: 4,
  rain_mm: 0,
  solar_rad: 700,
  pressure_station: 1008,
  sonic_w_sd_10m: 0.6,
};

/** The same with the air at 2 m too calm to spray (1.8 km/h, below 3). */
export const calmChannels = { ...goodSprayChannels, wind_speed_2m: 0.5, wind_speed_10m: 0.8 };
