/**
 * The after-sale calls whose shapes spec 3 §7 does not show (GET notifications/subscriptions, choose-mentor,
 * redirect-url): these are the dev BFF's shapes, owned by the mfe-commerce team.
 */

/** A notice about one of the student's subscriptions (an overdue charge, a plan about to end). */
export interface SubscriptionNotification {
  id: string;
  kind: 'recurrence-overdue' | 'plan-expiring';
  /** what the student reads (pt-BR) */
  message: string;
  product: { id: number; name: string; slug: string };
  /** the recurrence to update, for an overdue charge */
  recurrence_id: number | null;
  /** ISO date-time the plan ends, for a plan about to end */
  expires_at: string | null;
}

/** GET /bff/ecommerce/notifications/subscriptions (signed in). */
export interface SubscriptionNotificationsResponse {
  data: SubscriptionNotification[];
}

/** A mentor the buyer of a plan may choose. */
export interface Mentor {
  id: number;
  name: string;
  /** what the mentor follows (pt-BR) */
  specialty: string;
}

/** GET /bff/ecommerce/choose-mentor?post_sale_action_id= (signed in): the mentors and the one chosen. */
export interface ChooseMentorResponse {
  data: { mentors: Mentor[]; chosen_mentor_id: number | null };
}

/** PUT /bff/ecommerce/post-sale-actions/{id}/complete body of a 'choose-mentor' action. */
export interface CompleteChooseMentorBody {
  mentor_id: number;
}

/** GET /bff/ecommerce/redirect-url?order= (signed in): where the buyer starts after a paid order. */
export interface RedirectUrlResponse {
  /** a path of the platform, null while the order is not paid */
  data: { url: string | null; label: string };
}
