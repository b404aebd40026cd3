/** The slug of the company's Home location. */
export const homeLocationSlug = 'home';
export const homeLocationDefaultName = 'Home';
