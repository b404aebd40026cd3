import { z } from 'zod';
import type { SavedUserSurvey } from '../contracts/company.schema';
import { formSchema } from './form-schema';
import { joinSocialMediaUse, splitSocialMediaUse, userSurveySchema } from './user-survey';

/** The survey form's own values: text and selects as strings ('' unanswered), social media as the boxes ticked. */
export interface UserSurveyFormValues {
  user1_age: string;
  user1_gender: string;
  occupation_industry: string;
  /** The station's label (spec §7: the survey sends the label). */
  main_aws_of_interest: string;
  main_use_of_mesonet: string;
  farm_size: string;
  main_crop_type: string;
  main_two_herbicides_used_in_summer: string;
  usual_supplier_of_summer_herbicide: string;
  where_heard_about_us: string;
  social_media_use: string[];
}

/** The form's starting values: the saved answers (GET /api/members/user_survey), or blank before the first. */
export function userSurveyFormValues(saved: SavedUserSurvey | null): UserSurveyFormValues {
  return {
    user1_age: saved?.user1_age ?? '',
    user1_gender: saved?.user1_gender ?? '',
    occupation_industry: saved?.occupation_industry ?? '',
    main_aws_of_interest: saved?.main_aws_of_interest?.label ?? '',
    main_use_of_mesonet: saved?.main_use_of_mesonet ?? '',
    farm_size: saved?.farm_size ?? '',
    main_crop_type: saved?.main_crop_type ?? '',
    main_two_herbicides_used_in_summer: saved?.main_two_herbicides_used_in_summer ?? '',
    usual_supplier_of_summer_herbicide: saved?.usual_supplier_of_summer_herbicide ?? '',
    where_heard_about_us: saved?.where_heard_about_us ?? '',
    social_media_use: splitSocialMediaUse(saved?.social_media_use),
  };
}

/** The survey form's resolver: its inputs and tick boxes in, the `user_survey_response` payload out. */
export const userSurveyFormSchema = formSchema(
  z.object({
    user1_age: z.string(),
    user1_gender: z.string(),
    occupation_industry: z.string(),
    main_aws_of_interest: z.string(),
    main_use_of_mesonet: z.string(),
    farm_size: z.string(),
    main_crop_type: z.string(),
    main_two_herbicides_used_in_summer: z.string(),
    usual_supplier_of_summer_herbicide: z.string(),
    where_heard_about_us: z.string(),
    social_media_use: z.array(z.string()),
  }),
  userSurveySchema,
  (values) => ({ ...values, social_media_use: joinSocialMediaUse(values.social_media_use) }),
);
