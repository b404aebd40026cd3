/** What the growing season form and the server say, the spec's texts verbatim where it has them. */
export const growingSeasonMessages = {
  nameRequired: 'Growing Season Name is required',
  nameTooLong: 'Growing Season Name is too long',
  sowingDateRequired: 'Sowing Date is required',
  emergenceDateRequired: 'Emergence Date is required',
  floralInitiationDateRequired: 'Floral Initiation Date is required',
  harvestDateRequired: 'Harvest Date is required',
  notADate: 'must be a date (YYYY-MM-DD)',
  sowingDateTooLate: 'Sowing Date must be no more than a year from today',
  emergenceBeforeSowing: 'Emergence Date must be on or after the Sowing Date',
  floralInitiationTooEarly: 'Floral Initiation Date must be on or after the Sowing and Emergence Dates',
  harvestTooEarly: 'Harvest Date must be on or after the other dates',
  /** Spec §5, verbatim: a location outside the bounds. */
  locationOutOfBounds: 'Must be between: -32.8, 137.8 and -38.2, 141.2',
  /** Spec §5, verbatim: text that is not a 'lat, lng' pair. */
  locationNotAPair: 'e.g. -35.95, 139.78',
  /** Spec §2 "Map screen", verbatim, with homeLocationHowTo below it. */
  homeLocationRequired: 'Please set the Home location first',
  homeLocationHowTo: 'The Home location can be set/edited via the bottom-right menu.',
} as const;
